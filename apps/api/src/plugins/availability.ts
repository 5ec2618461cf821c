import underPressure from '@fastify/under-pressure';
import { type ErrorEnvelope, errorMessage } from '@jongdee/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge } from 'prom-client';
import type { PressureLimits } from '../config.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answered even while the process sheds load: the liveness check and the metrics. */
    answersUnderPressure?: boolean;
  }
  interface FastifyInstance {
    /** True once server.ts has begun a graceful shutdown: readiness then fails. */
    readonly shuttingDown: boolean;
    markShuttingDown(): void;
  }
}

/**
 * How often the event-loop delay and memory are sampled. The delay is the mean over this window, so a
 * shorter one reacts sooner to a burst but also to a single slow request (bench/README.md, shedding).
 */
const SAMPLE_INTERVAL_MS = 500;

/**
 * Whether this process should take new work. Under pressure (event-loop delay, heap or RSS beyond
 * its limit, sampled by @fastify/under-pressure) a new API request is refused at once with 503, the
 * Thai envelope and Retry-After, instead of queueing behind the burst; the web app's own files, the
 * liveness check and the metrics are still answered. While shutting down, readiness fails
 * (modules/health), so a balancer stops sending requests here.
 */
export default fp<{ limits: PressureLimits }>(
  async (app, { limits }) => {
    let shuttingDown = false;
    app.decorate('shuttingDown', { getter: () => shuttingDown });
    app.decorate('markShuttingDown', () => {
      shuttingDown = true;
    });

    const registers = [app.metrics.registry];
    const shed = new Counter({
      name: 'jongdee_http_requests_shed_total',
      help: 'API requests refused with 503 SERVER_BUSY, by the limit that was passed',
      labelNames: ['reason'],
      registers,
    });
    const busy: ErrorEnvelope = { success: false, code: 'SERVER_BUSY', error: errorMessage('SERVER_BUSY') };
    // A value it returns is sent, and the request goes no further (@fastify/under-pressure's README).
    const pressureHandler = (request: FastifyRequest, reply: FastifyReply, type: string) => {
      const api = request.url === '/api' || request.url.startsWith('/api/');
      if (!api || request.routeOptions.config.answersUnderPressure) return undefined;
      shed.inc({ reason: type });
      reply.code(503).header('retry-after', String(limits.retryAfterSeconds));
      return busy;
    };
    await app.register(underPressure, {
      maxEventLoopDelay: limits.maxEventLoopDelayMs,
      maxHeapUsedBytes: limits.maxHeapUsedBytes,
      maxRssBytes: limits.maxRssBytes,
      sampleInterval: SAMPLE_INTERVAL_MS,
      retryAfter: limits.retryAfterSeconds,
      pressureHandler: pressureHandler as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
    });

    new Gauge({
      name: 'jongdee_under_pressure',
      help: '1 while new API requests are refused with 503 (a pressure limit is passed), else 0',
      registers,
      collect() {
        this.set(app.isUnderPressure() ? 1 : 0);
      },
    });
    new Gauge({
      name: 'jongdee_event_loop_delay_milliseconds',
      help: 'Mean event-loop delay over the last sample, as load shedding sees it (PRESSURE_MAX_EVENT_LOOP_DELAY_MS)',
      registers,
      collect() {
        this.set(app.memoryUsage().eventLoopDelay);
      },
    });
  },
  { name: 'availability', dependencies: ['metrics'] },
);

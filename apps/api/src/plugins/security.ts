import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/** The CSP of docs/security.md §4: the built app needs nothing else (Mantine injects styles, hence inline styles). */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  // WebAssembly compiled from our own files only: the front desk's QR scanner decodes with zxing-wasm
  // where the browser has no BarcodeDetector. It allows no JavaScript eval (that would be 'unsafe-eval').
  scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  // Nothing is framed: PDFs are drawn as page images (admin/certificates/pdf-page-images.ts).
  frameSrc: ["'none'"],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

/**
 * The headers helmet sets with these options, worked out once: they are the same for every answer,
 * and building helmet's middleware for each request (as @fastify/helmet does) cost 5% of the CPU of a
 * crowd on the catalogue (bench/README.md, shedding).
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const SECURITY_HEADERS = securityHeaders({
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // The API docs page loads its own assets; everything is same-origin anyway.
  crossOriginEmbedderPolicy: false,
});

export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.headers(SECURITY_HEADERS);
      reply.header('x-request-id', request.id);
      // Answers under /api may carry personal data: never let a browser or proxy keep them.
      if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security' },
);

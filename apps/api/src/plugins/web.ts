import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built web app from the same process: files as they are, and index.html for every other
 * browser path (the app's router decides what it shows), brotli or gzip where the browser takes it.
 * Hashed assets are cached for a year.
 */
export default fp<{ webRoot: string }>(
  async (app, { webRoot }) => {
    if (!existsSync(path.join(webRoot, 'index.html'))) {
      app.log.warn({ webRoot }, 'web app not built: run `npm run build` to serve it');
      return;
    }
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside every text asset: the best one the browser accepts is sent,
      // with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(response, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        response.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    app.decorateReply('sendAppShell', function sendAppShell() {
      return this.header('cache-control', 'no-cache').sendFile('index.html');
    });
  },
  { name: 'web', dependencies: ['errors'] },
);

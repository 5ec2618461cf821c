import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

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

export default fp(
  async (app) => {
    await app.register(helmet, {
      contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
      // The API docs page loads its own assets; everything is same-origin anyway.
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
      // Answers under /api may carry personal data: never let a browser or proxy keep them.
      if (request.url.startsWith('/api')) reply.header('cache-control', 'no-store');
    });
  },
  { name: 'security' },
);

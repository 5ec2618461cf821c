import fp from 'fastify-plugin';
import type { FileStorage } from '../lib/storage/file-storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where uploaded files live (disk under DATA_DIR by default); features reach it through here. */
    storage: FileStorage;
  }
}

export default fp<{ storage: FileStorage }>(
  async (app, { storage }) => {
    app.decorate('storage', storage);
  },
  { name: 'storage' },
);

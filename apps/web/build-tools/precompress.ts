import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text the browser downloads; fonts (woff2) and pictures are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below a packet or so, the encoding header costs about what it saves. */
const MIN_BYTES = 1024;

/**
 * After the build, writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy beside every
 * text asset, when smaller than the file: the server sends the best one the browser accepts
 * (@fastify/static `preCompressed`), so no request pays for compressing at run time.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'jongdee-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(path.join(outDir, file));
          if (bytes.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length) await writeFile(path.join(outDir, `${file}.br`), br);
          if (gz.length < bytes.length) await writeFile(path.join(outDir, `${file}.gz`), gz);
        }),
      );
    },
  };
}

// What a browser downloads for the first screen: the entry chunk and everything it imports statically,
// gzipped, read from Vite's manifest of the last build (npm run build). Budget: ≤ 150 KB of JavaScript.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<string, Chunk>;
const gzipped = (file: string) => gzipSync(readFileSync(dist + file)).length;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('no entry in the manifest: build the web app first');
const firstLoad = [...staticClosure(entry)].map((key) => manifest[key] as Chunk);
const javascript = firstLoad.reduce((sum, chunk) => sum + gzipped(chunk.file), 0);
const css = firstLoad.flatMap((chunk) => chunk.css ?? []).reduce((sum, file) => sum + gzipped(file), 0);
const adminInFirstLoad = firstLoad.some((chunk) => /admin-layout/.test(chunk.file));

console.table({
  'first load JavaScript (gzip KB)': (javascript / 1024).toFixed(1),
  'first load CSS (gzip KB)': (css / 1024).toFixed(1),
  'chunks in first load': firstLoad.length,
  'admin code in first load': adminInFirstLoad,
});
if (adminInFirstLoad) process.exitCode = 1;

// What a browser downloads for the first screen: the entry chunk and everything it imports statically,
// read from Vite's manifest of the last build (npm run build), as the server sends it: the brotli or
// gzip copy the build wrote beside each file, or the file itself where none was worth writing.
// Budget: ≤ 150 KB of JavaScript.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Chunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] };

const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<string, Chunk>;
const onTheWire = (file: string, encoding: 'br' | 'gz') =>
  statSync(existsSync(`${dist}${file}.${encoding}`) ? `${dist}${file}.${encoding}` : dist + file).size;

function staticClosure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('no entry in the manifest: build the web app first');
const firstLoad = [...staticClosure(entry)].map((key) => manifest[key] as Chunk);
const total = (files: string[], encoding: 'br' | 'gz') =>
  (files.reduce((sum, file) => sum + onTheWire(file, encoding), 0) / 1024).toFixed(1);
const scripts = firstLoad.map((chunk) => chunk.file);
const styles = firstLoad.flatMap((chunk) => chunk.css ?? []);
const adminInFirstLoad = firstLoad.some((chunk) => /admin-layout/.test(chunk.file));

console.table({
  'first load JavaScript (brotli KB)': total(scripts, 'br'),
  'first load JavaScript (gzip KB)': total(scripts, 'gz'),
  'first load CSS (brotli KB)': total(styles, 'br'),
  'first load CSS (gzip KB)': total(styles, 'gz'),
  'chunks in first load': firstLoad.length,
  'admin code in first load': adminInFirstLoad,
});
if (adminInFirstLoad) process.exitCode = 1;

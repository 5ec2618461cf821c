/**
 * How the server process is started: `npm start` passes these (package.json), and so does every test
 * or bench that starts `server.ts` itself (decision 018).
 *
 * Node 24 lets V8 grow the young generation to 64 MB a semi-space on a machine with this much memory,
 * and keeps it after start-up's burst of allocations: idle RSS was 305 MB on PostgreSQL, 176–189 MB
 * with 8 MB.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'] as const;

/**
 * glibc raises its mmap threshold each time a large block is freed, so later large blocks (PGlite's
 * copies of its WebAssembly memory at first start, sharp's buffers) come from the heap and stay
 * there when freed: PGlite's first start idled at 360–400 MB. Pinning the threshold at glibc's own
 * default (128 KiB) turns that off (250 MB). Other C libraries ignore the variable.
 */
export const SERVER_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' } as const;

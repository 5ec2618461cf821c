/**
 * The V8 flags the server process runs with: `npm start` passes them (package.json), and so does
 * every test or bench that starts `server.ts` itself. Node 24 lets V8 grow the young generation to
 * 64 MB a semi-space on a machine with this much memory, and keeps it after start-up's burst of
 * allocations: idle RSS was 305 MB on PostgreSQL, 176 MB with 8 MB (the rate of requests did not
 * move; bench/README.md, issue 14).
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'] as const;

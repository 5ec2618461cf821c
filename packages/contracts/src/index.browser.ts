// What a browser gets for `@jongdee/contracts` (the package's "browser" export condition): the same
// exports, with zod set to parse without `new Function` before the first schema is built.
import './zod-jitless.ts';

export * from './index.ts';

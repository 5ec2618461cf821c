// What a browser gets for `@jongdee/contracts/route-schemas`: zod set to parse without `new Function` first.
import '../zod-jitless.ts';

export * from './schemas.ts';

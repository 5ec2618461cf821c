// `@jongdee/contracts/auth`: the account schemas alone, for the web app's register and password
// screens. From the package index they came with every other schema: the bundler put the shared
// schemas in one chunk, and /register downloaded and ran the clinics' and bookings' too (its chunk
// went 203 → 105 KB without them). zod is set to parse without `new Function` first, as index.browser.ts.
import './zod-jitless.ts';

export * from './auth.ts';
export { z } from './thai-zod.ts';

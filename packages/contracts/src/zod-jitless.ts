import { config } from 'zod/v4/core';

// The web app's Content-Security-Policy refuses `new Function`. zod would compile its object parsers
// with it, and first probes whether it may: the browser reports that probe as a CSP violation even
// though zod catches it. zod decides per schema when the schema is built, so this runs before any
// schema module (index.browser.ts imports it first). The API (Node) keeps the compiled parsers.
config({ jitless: true });

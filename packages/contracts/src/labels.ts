/**
 * The constants and Thai labels a screen can show without zod (`@jongdee/contracts/labels`). The web
 * app's first screens import from here: a value imported from the package index brings every schema and
 * zod with it (~70 KB gzip on a phone before the dashboard can paint). Everything here is also exported
 * from the index, so the API and other imports are unchanged. Nothing in these files may import zod.
 */
export * from './auth.labels.ts';
export * from './banners.labels.ts';
export * from './bookings.labels.ts';
export * from './lists.labels.ts';
export * from './privacy.labels.ts';

// No zod here: the dashboard's carousel follows links without loading the schemas (see labels.ts).

/** An app page (`/booking`, never `//host`, which browsers read as another site). */
const APP_PATH = /^\/(?![/\\])\S*$/;
/** An http(s) address with a host (no user@ part, which can dress one site up as another). */
const WEB_ADDRESS = /^https?:\/\/[^\s/?#@\\:]+(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function isBannerLink(value: string): boolean {
  return APP_PATH.test(value) || WEB_ADDRESS.test(value);
}

/** A page of this app: the carousel follows it with the router, an outside address opens in a new tab. */
export function isAppPathLink(value: string): boolean {
  return APP_PATH.test(value);
}

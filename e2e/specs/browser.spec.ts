import { expect, test } from '../fixtures/test.ts';

// The journeys' browser (chromium.sh) builds none of the address bar's pop-ups, which cost every
// journey's window a renderer of its own: if a Chromium update renames their features, this says so.
test('the journeys’ Chromium opens a journey’s window without the address bar’s WebUI pop-ups', async ({
  browser,
  page,
}) => {
  await page.goto('/login');
  const cdp = await browser.newBrowserCDPSession();
  const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] });
  expect(targetInfos.filter((target) => target.type === 'browser_ui').map((target) => target.url)).toEqual([]);
  expect(targetInfos.some((target) => target.type === 'page' && target.url.endsWith('/login'))).toBe(true);
  await cdp.detach();
});

import { configure, screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_KEY } from './api/client.ts';
import { restoreSessionQueryOptions } from './auth/auth-context.tsx';
import { authTexts } from './auth/texts.ts';
import { dashboardTexts } from './features/dashboard/texts.ts';
import { FIRST_REQUESTS } from './first-requests.ts';
import { routes, startFirstScreen } from './router.tsx';
import { makeUser, ok } from './test/fixtures.ts';
import { createTestQueryClient, fakeApi, renderRoutes } from './test/render.tsx';

const emptyPage = (limit: number) => ok({ items: [], pagination: { page: 1, limit, total: 0, totalPages: 0 } });
const byStatus = { pending_payment: 0, payment_review: 0, confirmed: 2, completed: 0, cancelled: 0, expired: 0 };
const upcomingPath = () => '/api/bookings?period=upcoming&sortBy=appointmentDate&sortOrder=asc&page=1&limit=10';

function dashboardApi() {
  return fakeApi({
    'GET /api/auth/me': ok({ user: makeUser() }),
    'GET /api/search/stats': ok({
      bookings: { total: 2, byStatus },
      payments: { total: 0, byStatus: { pending: 0, submitted: 0, verified: 0, rejected: 0, refunded: 0 } },
      certificates: { total: 0, byStatus: { valid: 0, revoked: 0 } },
    }),
    [`GET ${upcomingPath()}`]: emptyPage(10),
    'GET /api/banners': ok([]),
    'GET /api/notifications?page=1&limit=5': emptyPage(5),
    'GET /api/notifications/unread-count': ok({ count: 0 }),
  });
}
/** What the router matches on opening the app at `pathname` (main.tsx passes its router's). */
const screenAt = (pathname: string) => matchRoutes(routes, pathname) ?? [];
const asked = (api: ReturnType<typeof fakeApi>, path: string) => api.calls.filter((call) => call.path === path).length;

// The screens load lazily, as in the app; on a busy machine the first render can take a few seconds.
vi.setConfig({ testTimeout: 20_000 });
beforeAll(() => configure({ asyncUtilTimeout: 5_000 }));
afterAll(() => configure({ asyncUtilTimeout: 1_000 }));
beforeEach(() => localStorage.setItem(TOKEN_KEY, 'token'));
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('opening the app on a screen (startFirstScreen)', () => {
  it('asks for the session check and the dashboard’s data at once, when a session is saved', async () => {
    const api = dashboardApi();
    vi.stubGlobal('fetch', api.fetch);
    startFirstScreen(screenAt('/'), createTestQueryClient(), true);
    expect(api.calls[0]?.path).toBe('/api/auth/me');
    await vi.waitFor(() =>
      expect(api.calls.map((call) => call.path).sort()).toEqual(
        [
          '/api/auth/me',
          '/api/banners',
          '/api/notifications/unread-count',
          '/api/notifications?page=1&limit=5',
          '/api/search/stats',
          upcomingPath(),
        ].sort(),
      ),
    );
  });

  it('asks first what the screen preloader may have asked already (first-requests.ts), for each screen it serves', async () => {
    for (const [path, early] of Object.entries(FIRST_REQUESTS)) {
      // Nothing answers: what is asked before any answer is the screen's first requests.
      const asked: string[] = [];
      vi.stubGlobal('fetch', (input: RequestInfo | URL) => {
        asked.push(String(input));
        return new Promise<Response>(() => {});
      });
      startFirstScreen(screenAt(path), createTestQueryClient(), true);
      await vi.waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(early.length));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect({ path, asked: asked.sort() }).toEqual({ path, asked: [...early].sort() });
    }
  });

  it('opens signed in, with no access-check spinner, when the session check answered before the app rendered', async () => {
    const api = dashboardApi();
    vi.stubGlobal('fetch', api.fetch);
    const queryClient = createTestQueryClient();
    startFirstScreen(screenAt('/'), queryClient, true);
    await vi.waitFor(() => expect(queryClient.getQueryData(restoreSessionQueryOptions().queryKey)).toBeTruthy());
    renderRoutes(routes, '/', queryClient);
    // The first render is already past the guard: the check it would wait for is over.
    expect(screen.queryByText(authTexts.checking)).toBeNull();
    expect(await screen.findByText('ทั้งหมด 2 รายการ')).toBeTruthy();
    expect(asked(api, '/api/auth/me')).toBe(1);
  });

  it('starts nothing for a signed-in screen without a saved session: the visitor is sent to sign in', async () => {
    const api = dashboardApi();
    vi.stubGlobal('fetch', api.fetch);
    startFirstScreen(screenAt('/'), createTestQueryClient(), false);
    startFirstScreen(screenAt('/login'), createTestQueryClient(), false);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls).toEqual([]);
  });

  it('shows the answers it asked for without asking again, and asks again when the person comes back', async () => {
    const api = dashboardApi();
    // A server's answer takes longer than a frame: the counts below the dashboard's top, which mount once
    // the top has painted, find the page's own request on its way and share it. Here the answers after
    // the first visit wait for `answer()` until then, whatever the machine's speed.
    let firstVisit = true;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!firstVisit) await answered;
      return api.fetch(input, init);
    });
    const queryClient = createTestQueryClient();
    startFirstScreen(screenAt('/'), queryClient, true);
    await vi.waitFor(() => expect(asked(api, '/api/search/stats')).toBe(1));
    const { router } = renderRoutes(routes, '/', queryClient);
    expect(await screen.findByText('ทั้งหมด 2 รายการ')).toBeTruthy();
    expect(asked(api, '/api/search/stats')).toBe(1);
    expect(asked(api, upcomingPath())).toBe(1);
    // The provider took the session check that had started before it mounted.
    expect(asked(api, '/api/auth/me')).toBe(1);

    await router.navigate('/no/such/page');
    expect(await screen.findByText('ไม่พบหน้าที่คุณต้องการ')).toBeTruthy();
    firstVisit = false;
    await router.navigate('/');
    // The counts, shown once the dashboard's top has painted, while the page's request is on its way.
    expect(await screen.findByText(dashboardTexts.statsTitle)).toBeTruthy();
    answer();
    expect(await screen.findByText('ทั้งหมด 2 รายการ')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked(api, '/api/search/stats')).toBe(2);
  });
});

import { screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { matchRoutes, Navigate, type NonIndexRouteObject, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AdminRoute, UserRoute, VisitorOnlyRoute } from './auth/guards.tsx';
import { routes } from './router.tsx';
import { renderRoutes } from './test/render.tsx';

function Broken(): never {
  throw new Error('render failed');
}

describe('the route tree', () => {
  it("leaves render errors to React Router's default page (no errorElement of our own)", async () => {
    const root = routes[0] as NonIndexRouteObject;
    const withBrokenPage: RouteObject[] = [
      { ...root, children: [...(root.children ?? []), { path: '/broken', element: <Broken /> }] },
    ];
    const consoleError = vi.mocked(console.error).mockImplementation(() => {});
    renderRoutes(withBrokenPage, '/broken');
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    // React and the router report the error on the console; that is expected here.
    consoleError.mockReset();
  });
});

describe('every route of the seed', () => {
  const seed = {
    visitorOnly: ['/login', '/register', '/forgot-password', '/reset-password'],
    open: ['/admin/login', '/verify/q7Yk2mN4pR8sT1vW3xZ5bA'],
    user: [
      '/',
      '/booking',
      '/booking/b-1',
      '/profile',
      '/change-password',
      '/notifications',
      '/payment/b-1',
      '/payments',
    ],
    admin: [
      '/admin',
      '/admin/bookings',
      '/admin/bookings/create',
      '/admin/payments/create/b-1',
      '/admin/payments',
      '/admin/certificates',
      '/admin/certificates/view/c-1',
      '/admin/excel-upload',
      '/admin/examination-results',
      '/admin/banners',
      '/admin/clinics',
      '/admin/users',
      '/admin/booking/b-1/edit',
      '/admin/booking/b-1/view',
      '/admin/payment/p-1/view',
      '/admin/user/u-1/view',
      '/admin/user/u-1/edit',
      '/admin/reports',
      '/admin/calendar',
      '/admin/data-requests',
    ],
  };

  /** The guard a path passes through, read from the matched route elements. */
  function guardOf(path: string): string {
    const matches = matchRoutes(routes, path) ?? [];
    const leaf = matches.at(-1)?.route;
    if (!leaf?.path || leaf.path === '*') return 'not found';
    const guards = matches
      .map((match) => match.route.element)
      .filter(isValidElement)
      .map((element) => element.type)
      .filter((type) => type === VisitorOnlyRoute || type === UserRoute || type === AdminRoute);
    if (guards.length > 1) return 'more than one guard';
    if (guards[0] === VisitorOnlyRoute) return 'visitorOnly';
    if (guards[0] === UserRoute) return 'user';
    if (guards[0] === AdminRoute) return 'admin';
    return 'open';
  }

  it.each(Object.entries(seed).flatMap(([guard, list]) => list.map((path) => [path, guard])))(
    '%s is registered behind the %s guard',
    (path, guard) => {
      expect(guardOf(path)).toBe(guard);
    },
  );

  it('answers other paths with the not-found page, and /dashboard and /bookings with a redirect home', () => {
    expect(guardOf('/admin/unknown')).toBe('not found');
    expect(guardOf('/booking/b-1/extra')).toBe('not found');
    for (const path of ['/dashboard', '/bookings']) {
      const element = matchRoutes(routes, path)?.at(-1)?.route.element;
      expect(isValidElement(element) && element.type === Navigate && (element.props as { to: string }).to).toBe('/');
    }
  });
});

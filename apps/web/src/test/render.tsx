import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from '../components/toaster.tsx';
import { cssVariablesResolver, theme } from '../theme.ts';

/**
 * Renders routes as the app does — Mantine, a fresh query client without retries (or the one given),
 * a memory router — at `path`.
 */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <Toaster />
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

type Reply = { status?: number; body: unknown };

/**
 * Stands in for the network (the only thing faked in web tests): answers each path with the given
 * replies in order, and records the paths asked for.
 */
export function fakeApi(replies: Record<string, Reply | Reply[]>) {
  const calls: { method: string; path: string; body: unknown; authorization: string | undefined }[] = [];
  const queues = Object.fromEntries(Object.entries(replies).map(([key, value]) => [key, [value].flat()]));
  const fetchFake = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input);
    const method = init.method ?? 'GET';
    const authorization = (init.headers as Record<string, string> | undefined)?.authorization;
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined, authorization });
    const queue = queues[`${method} ${path}`];
    const reply = queue && queue.length > 1 ? queue.shift() : queue?.[0];
    if (!reply)
      return new Response(JSON.stringify({ success: false, error: 'not faked' }), {
        status: 404,
        headers: { 'content-type': 'application/json' },
      });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetch: fetchFake };
}

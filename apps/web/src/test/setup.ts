import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { fakeMatchMedia } from './environment.ts';

// jsdom lacks what Mantine measures with.
Object.defineProperty(window, 'matchMedia', { writable: true, value: fakeMatchMedia() });
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

// A screen's first render waits for its lazy route chunks, transformed on first import. On a shared
// two-core machine whose CPU is partly taken by its neighbours, the booking page's took 1.08 s in a
// fresh-clone `npm test` with the web tests running alone (2026-12-07), past testing-library's one
// second. These tests check what a screen shows, not how fast: findBy and waitFor give it five.
configure({ asyncUtilTimeout: 5_000 });

// Loud tests: an unexpected console.error fails the test that caused it.
const consoleError = vi.spyOn(console, 'error');
afterEach(() => {
  cleanup();
  notifications.clean(); // the toast store outlives a render
  localStorage.clear();
  // Files share a worker and its window (vite.config.ts `isolate: false`): nothing a test set outlives it.
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const calls = consoleError.mock.calls.map((call) => call.map(String).join(' '));
  consoleError.mockClear();
  if (calls.length > 0) throw new Error(`unexpected console.error:\n${calls.join('\n')}`);
});

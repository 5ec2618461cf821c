import { notifications } from '@mantine/notifications';
import { cleanup } from '@testing-library/react';
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

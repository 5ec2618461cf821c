import { afterEach, vi } from 'vitest';

// Loud tests: something that writes to console.error is a failure unless the test expected it.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0) throw new Error(`unexpected console.error: ${calls.map((call) => call.join(' ')).join('\n')}`);
});

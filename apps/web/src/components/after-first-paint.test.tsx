import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './after-first-paint.tsx';

describe('AfterFirstPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('renders what it wraps only once the screen around it has had its frame', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    render(
      <main>
        <h1>สวัสดี</h1>
        <AfterFirstPaint>
          <p>รายการจองของฉัน</p>
        </AfterFirstPaint>
      </main>,
    );
    expect(screen.getByText('สวัสดี')).toBeTruthy();
    expect(screen.queryByText('รายการจองของฉัน')).toBeNull();
    await act(async () => vi.advanceTimersToNextFrame());
    expect(screen.queryByText('รายการจองของฉัน')).toBeNull();
    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByText('รายการจองของฉัน')).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint } from './after-next-paint.ts';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs the task after the next frame, not before it', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const task = vi.fn();
    afterNextPaint(task);
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('does not run a cancelled task, before or after the frame', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const early = vi.fn();
    afterNextPaint(early)();
    const late = vi.fn();
    const cancelLate = afterNextPaint(late);
    vi.advanceTimersToNextFrame();
    cancelLate();
    vi.advanceTimersByTime(100);
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});

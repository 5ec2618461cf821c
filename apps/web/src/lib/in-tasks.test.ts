import { describe, expect, it } from 'vitest';
import { inTasks } from './in-tasks.ts';

describe('inTasks', () => {
  it('runs each step in a task of its own, in order, none in the caller’s', async () => {
    const order: string[] = [];
    inTasks(
      () => {
        order.push('first');
        // Runs at the end of the first step's task: before the second step only if that has a task of its own.
        queueMicrotask(() => order.push('after the first, in its task'));
      },
      () => order.push('second'),
    );
    order.push('caller');
    await Promise.resolve();
    expect(order).toEqual(['caller']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['caller', 'first', 'after the first, in its task', 'second']);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { oneTaskEach } from './one-task-each';

describe('oneTaskEach', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the action on each item in order, one task each, none in the caller’s task', () => {
    const done: string[] = [];
    oneTaskEach(['a', 'b', 'c'], (item) => done.push(item));
    expect(done).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(done).toEqual(['a', 'b']);
    vi.runAllTimers();
    expect(done).toEqual(['a', 'b', 'c']);
  });

  it('takes the items as they were when it was called', () => {
    const items = new Set([1, 2]);
    const done: number[] = [];
    oneTaskEach(items, (item) => done.push(item));
    items.add(3);
    vi.runAllTimers();
    expect(done).toEqual([1, 2]);
  });
});

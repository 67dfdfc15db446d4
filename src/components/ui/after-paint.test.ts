import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint';

describe('afterPaint', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('runs the job in a task after the next frame, not in the frame', () => {
    const order: string[] = [];
    afterPaint(() => order.push('job'));
    requestAnimationFrame(() => order.push('frame'));
    expect(order).toEqual([]);
    vi.advanceTimersToNextFrame();
    expect(order).toEqual(['frame']);
    vi.advanceTimersByTime(1);
    expect(order).toEqual(['frame', 'job']);
  });

  it('can be cancelled before the frame and between the frame and the task', () => {
    const job = vi.fn();
    afterPaint(job)();
    vi.advanceTimersByTime(100);
    const cancel = afterPaint(job);
    vi.advanceTimersToNextFrame();
    cancel();
    vi.advanceTimersByTime(100);
    expect(job).not.toHaveBeenCalled();
  });

  it('in a hidden tab (no frames) runs in the next task', () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    const raf = vi.spyOn(window, 'requestAnimationFrame');
    const job = vi.fn();
    afterPaint(job);
    vi.advanceTimersByTime(0);
    expect(job).toHaveBeenCalledOnce();
    expect(raf).not.toHaveBeenCalled();
  });
});

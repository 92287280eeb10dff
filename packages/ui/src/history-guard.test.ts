import { describe, expect, it, vi } from 'vitest';
import { guardHistory, installHistoryGuard } from './history-guard';

/** A window of its own: listeners on it run in the order they were added, as on Chromium's window. */
function fakeWindow() {
  const target = new EventTarget();
  const pop = () => target.dispatchEvent(new Event('popstate'));
  return { target, pop };
}

describe('history guard', () => {
  it("keeps a Back the guard takes from the router's listener, added after the guard's listener", () => {
    const { target, pop } = fakeWindow();
    installHistoryGuard(target);
    const router = vi.fn();
    // The router mounts after the shell's bootstrap installed the guard; a screen guards later still.
    target.addEventListener('popstate', router);
    const guard = vi.fn(() => true);
    const remove = guardHistory(guard, target);
    pop();
    expect(guard).toHaveBeenCalledTimes(1);
    expect(router).not.toHaveBeenCalled();

    // A guard that leaves the move (the user chose to leave), or none: the router hears it.
    guard.mockReturnValue(false);
    pop();
    expect(router).toHaveBeenCalledTimes(1);
    remove();
    pop();
    expect(guard).toHaveBeenCalledTimes(2);
    expect(router).toHaveBeenCalledTimes(2);
  });

  it('installs one listener per window, whichever copy of the module asks', () => {
    const { target, pop } = fakeWindow();
    installHistoryGuard(target);
    installHistoryGuard(target);
    const guard = vi.fn(() => false);
    guardHistory(guard, target);
    pop();
    expect(guard).toHaveBeenCalledTimes(1);
  });

  it('without the early listener a guard still sees the move, after the router (and says so)', () => {
    const { target, pop } = fakeWindow();
    const order: string[] = [];
    target.addEventListener('popstate', () => order.push('router'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    guardHistory(() => {
      order.push('guard');
      return true;
    }, target);
    pop();
    expect(order).toEqual(['router', 'guard']);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});

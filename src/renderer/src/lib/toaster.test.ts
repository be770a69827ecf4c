import { describe, expect, it, vi } from 'vitest';
import { createToastBridge } from './toaster';

describe('the toast bridge', () => {
  it('keeps toasts dispatched before the toaster arrives and shows them in order when it does', () => {
    const bridge = createToastBridge();
    bridge.dispatch('saved', { timeout: 4000 });
    bridge.dispatch('deleted');
    const show = vi.fn();
    bridge.attach(show);
    expect(show.mock.calls).toEqual([['saved', { timeout: 4000 }], ['deleted']]);
    bridge.dispatch('again');
    expect(show).toHaveBeenLastCalledWith('again');
    expect(show).toHaveBeenCalledTimes(3);
  });

  it('keeps them again once the toaster is gone, for the next one to show', () => {
    const bridge = createToastBridge();
    const first = vi.fn();
    const detach = bridge.attach(first);
    detach();
    bridge.dispatch('while away');
    expect(first).not.toHaveBeenCalled();
    const second = vi.fn();
    bridge.attach(second);
    expect(second).toHaveBeenCalledWith('while away');
  });

  it('a stale detach does not take the toasts from the toaster that replaced it', () => {
    const bridge = createToastBridge();
    const detachOld = bridge.attach(vi.fn());
    const current = vi.fn();
    bridge.attach(current);
    detachOld();
    bridge.dispatch('shown');
    expect(current).toHaveBeenCalledWith('shown');
  });
});

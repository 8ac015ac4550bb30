import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_CHECK_MS, watchNetworkReturn } from './network-return';

/** A worker's scope as Chrome keeps it: navigator.onLine follows the network, and no `online` event comes. */
function workerScope(onLine: boolean) {
  return Object.assign(new EventTarget(), { navigator: { onLine } });
}

describe('watchNetworkReturn', () => {
  afterEach(() => vi.useRealTimers());

  it('calls back once navigator.onLine turns true again, in a scope that fires no online event', () => {
    vi.useFakeTimers();
    const scope = workerScope(true);
    const back = vi.fn();
    const watch = watchNetworkReturn(back, scope);
    watch.watch();
    scope.navigator.onLine = false;
    vi.advanceTimersByTime(5 * NETWORK_CHECK_MS);
    expect(back).not.toHaveBeenCalled();
    scope.navigator.onLine = true;
    vi.advanceTimersByTime(NETWORK_CHECK_MS);
    expect(back).toHaveBeenCalledTimes(1);
    // The watch ended with the return: nothing more until the next watch().
    scope.navigator.onLine = false;
    vi.advanceTimersByTime(NETWORK_CHECK_MS);
    scope.navigator.onLine = true;
    vi.advanceTimersByTime(NETWORK_CHECK_MS);
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('does not call back while the network never went away (a server out of reach), nor after stop()', () => {
    vi.useFakeTimers();
    const scope = workerScope(true);
    const back = vi.fn();
    const watch = watchNetworkReturn(back, scope);
    watch.watch();
    vi.advanceTimersByTime(10 * NETWORK_CHECK_MS);
    expect(back).not.toHaveBeenCalled();
    scope.navigator.onLine = false;
    vi.advanceTimersByTime(NETWORK_CHECK_MS);
    watch.stop();
    scope.navigator.onLine = true;
    vi.advanceTimersByTime(5 * NETWORK_CHECK_MS);
    expect(back).not.toHaveBeenCalled();
  });

  it('checks nothing until asked to watch, and calls back at the online event where one comes', () => {
    vi.useFakeTimers();
    const scope = workerScope(false);
    const back = vi.fn();
    watchNetworkReturn(back, scope);
    scope.navigator.onLine = true;
    vi.advanceTimersByTime(5 * NETWORK_CHECK_MS);
    expect(back).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
    scope.dispatchEvent(new Event('online'));
    expect(back).toHaveBeenCalledTimes(1);
  });
});

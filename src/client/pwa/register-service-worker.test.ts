import { registerServiceWorkerWhenIdle } from './register-service-worker';

/** A window whose load event and idle callbacks the test fires by hand. */
function fakeWindow(readyState: DocumentReadyState) {
  const target = new EventTarget();
  const requestIdleCallback = jest.fn();
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    requestIdleCallback,
    setTimeout: jest.fn(),
  } as unknown as Window;
  return { win, requestIdleCallback, fireLoad: () => target.dispatchEvent(new Event('load')) };
}

describe('registerServiceWorkerWhenIdle', () => {
  it('waits for the load event, then for an idle moment (with a timeout), before registering', () => {
    const { win, requestIdleCallback, fireLoad } = fakeWindow('loading');
    registerServiceWorkerWhenIdle(win);
    expect(requestIdleCallback).not.toHaveBeenCalled();
    fireLoad();
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
    expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 5_000 });
  });

  it('asks for an idle moment at once when the page has already loaded', () => {
    const { win, requestIdleCallback } = fakeWindow('complete');
    registerServiceWorkerWhenIdle(win);
    expect(requestIdleCallback).toHaveBeenCalledTimes(1);
  });
});

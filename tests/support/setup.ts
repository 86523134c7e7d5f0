// jsdom does not implement scrolling; the router's ScrollRestoration calls it on every navigation.
if (typeof window !== 'undefined') {
  Object.defineProperty(window, 'scrollTo', { value: () => undefined, writable: true, configurable: true });
}

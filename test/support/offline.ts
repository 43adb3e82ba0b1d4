/**
 * The browser offline as the member area meets it: `navigator.onLine` is false and the member
 * service's calls fail as fetch fails offline (other requests, the test runner's, still go).
 */
const realFetch = window.fetch;

/** Goes offline; `onCall` hears every member-service call that then fails. */
export function goOffline(onCall: () => void = () => undefined): void {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
  window.fetch = (input, init) => {
    if (!String(input instanceof Request ? input.url : input).includes('/gw/')) return realFetch(input, init);
    onCall();
    return Promise.reject(new TypeError('Failed to fetch'));
  };
}

/** Back online, with the page's own fetch (also after a test wrapped it). */
export function goOnline(): void {
  Reflect.deleteProperty(navigator, 'onLine');
  window.fetch = realFetch;
}

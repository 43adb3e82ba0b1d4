/**
 * A history that refuses every entry, as WebKit does once a page has made 100 history calls in 10 s
 * (a SecurityError, whoever spent them). Returns what puts the history back.
 */
export function refuseHistory(): () => void {
  const { pushState, replaceState } = history;
  const refuse = () => {
    throw new DOMException('Attempt to use history.pushState() more than 100 times per 10 seconds', 'SecurityError');
  };
  history.pushState = refuse;
  history.replaceState = refuse;
  return () => {
    history.pushState = pushState;
    history.replaceState = replaceState;
  };
}

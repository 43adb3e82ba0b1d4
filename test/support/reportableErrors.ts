/**
 * A root hook for every test file that imports the test support (fixtures.ts, wait.ts).
 *
 * A failed assertion carries its `actual` and `expected` values to the runner. When those are DOM
 * nodes (React hangs its fibers on them), the runner's serializer walks the whole page and Firefox
 * and WebKit never finish: the file times out instead of naming the failed test. The hook turns
 * such values into text (an element's opening tag) before the result is sent.
 */

function reportable(value: unknown, depth = 0): unknown {
  if (value instanceof Node) {
    return value instanceof Element ? value.outerHTML.slice(0, value.outerHTML.indexOf('>') + 1) : value.nodeName;
  }
  if (value === null || typeof value !== 'object') return value;
  if (depth > 4) return Object.prototype.toString.call(value);
  if (Array.isArray(value)) return value.map((item) => reportable(item, depth + 1));
  const prototype: unknown = Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, reportable(item, depth + 1)]));
  }
  return Object.prototype.toString.call(value);
}

afterEach(function reportableAssertionValues(this: Mocha.Context) {
  const error: unknown = this.currentTest?.err;
  if (typeof error !== 'object' || error === null) return;
  const values = error as { actual?: unknown; expected?: unknown };
  if ('actual' in values) values.actual = reportable(values.actual);
  if ('expected' in values) values.expected = reportable(values.expected);
});

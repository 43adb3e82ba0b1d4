// Put in every bench page before its own scripts (bench/bench.ts reads it as text): the time of the
// last click (capture phase on window, before any handler), a watcher that resolves with the
// milliseconds from that click to the first animation frame in which a condition holds (that frame
// is the one that paints it), a promise of the first login-success, the long tasks and layout shifts
// of the page, and with #click-at-domcontentloaded a click on Login right at DOMContentLoaded.
(() => {
  const popup = () => document.querySelector('member-login-popup');
  const conditions = {
    // The Login field is there and the focus is inside the dialog.
    login: () => {
      const root = popup()?.shadowRoot;
      const dialog = root?.querySelector('dialog[open]');
      const active = root?.activeElement;
      return Boolean(root?.querySelector('input[autocomplete~="username"]') && active && dialog?.contains(active));
    },
    verify: () => Boolean(popup()?.shadowRoot?.querySelector('input[autocomplete="one-time-code"]')),
    closed: () => !popup()?.shadowRoot?.querySelector('dialog[open]'),
  };
  let resolveSuccess = () => undefined;
  const bench = {
    clickAt: Number.NaN,
    // When the watched condition held (ms since navigation start).
    shownAt: Number.NaN,
    result: undefined,
    success: new Promise((resolve) => (resolveSuccess = resolve)),
    watch(condition) {
      bench.clickAt = Number.NaN;
      bench.result = new Promise((resolve) => {
        // The time the callback runs, not its frame's start time: a frame may start before the click.
        const frame = () => {
          if (!Number.isNaN(bench.clickAt) && conditions[condition]()) {
            bench.shownAt = performance.now();
            resolve(bench.shownAt - bench.clickAt);
          } else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
    },
  };
  // What the page costs a shopper who never opens the popup: main-thread tasks over 50 ms and layout
  // shifts (their CLS sum), from the start of the page.
  bench.quiet = { longTasks: [], layoutShift: 0 };
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.quiet.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (!entry.hadRecentInput) bench.quiet.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {
    // An engine without these entry types: nothing to count.
  }
  window.__bench = bench;
  // A click right at DOMContentLoaded, before the browser had a chance to be idle and prefetch.
  if (location.hash === '#click-at-domcontentloaded') {
    bench.watch('login');
    document.addEventListener('DOMContentLoaded', () => document.querySelector('a[data-member-login]').click());
  }
  window.addEventListener('click', (event) => (bench.clickAt = event.timeStamp), true);
  document.addEventListener('login-success', () => resolveSuccess(), true);
})();

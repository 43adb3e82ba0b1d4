// The `screenshot-viewport` command of the screenshot tests: the test page's viewport set to exact
// CSS pixels in every engine, without reloading the page (test/screenshots/frame.ts makes it as
// large as the frame it pictures: WebKit cuts an element's screenshot at the viewport).
// @web/test-runner-commands' setViewport serves puppeteer only; WebKit (WebKitWebDriver,
// MiniBrowser) gets its window resized, corrected by the size of MiniBrowser's chrome around the
// page (its window is at least 447 px wide, hence the frame).

/** @param {{ width: number, height: number }} payload */
function validate(payload) {
  if (!payload || !Number.isInteger(payload.width) || !Number.isInteger(payload.height))
    throw new Error('screenshot-viewport takes { width, height } in whole CSS pixels');
  return payload;
}

/** @returns {import('@web/test-runner').TestRunnerPlugin} */
export function viewportPlugin() {
  return {
    name: 'screenshot-viewport',
    async executeCommand({ command, payload, session }) {
      if (command !== 'screenshot-viewport') return undefined;
      const { width, height } = validate(payload);
      if (session.browser.type === 'puppeteer') {
        await session.browser.getPage(session.id).setViewport({ width, height });
        return true;
      }
      if (session.browser.type === 'webdriver') {
        const driver = session.browser.driver;
        if (!driver) throw new Error('WebKit is not started');
        /** @returns {Promise<[number, number]>} */
        const read = () => driver.execute('return [window.innerWidth, window.innerHeight]');
        // WebKitGTK resizes the window after setWindowRect answers: the page's size, once two reads
        // 50 ms apart agree (a read in between saw a stale height, and a resize computed from it was
        // refused as invalid or left the page 60 px short).
        const inner = async () => {
          let last = await read();
          for (let reads = 0; reads < 20; reads++) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            const now = await read();
            if (now[0] === last[0] && now[1] === last[1]) return now;
            last = now;
          }
          return last;
        };
        // Twice: the first resize tells the chrome's size, the second gives the page its own.
        for (let attempt = 0; attempt < 4; attempt++) {
          const [innerWidth, innerHeight] = await inner();
          if (innerWidth === width && innerHeight === height) return true;
          const { width: outerWidth, height: outerHeight } = await driver.getWindowRect();
          const chromeWidth = Math.max(0, outerWidth - innerWidth);
          const chromeHeight = Math.max(0, outerHeight - innerHeight);
          await driver.setWindowRect(null, null, width + chromeWidth, height + chromeHeight);
        }
        const [innerWidth, innerHeight] = await inner();
        if (innerWidth !== width || innerHeight !== height) throw new Error(`the viewport is ${innerWidth}×${innerHeight}, not ${width}×${height}`);
        return true;
      }
      throw new Error(`screenshot-viewport: no viewport for a ${session.browser.type} browser`);
    },
  };
}

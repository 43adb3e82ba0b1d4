// The `keyboard` command of the browser tests: real key presses in every engine.
//
// @web/test-runner-commands' sendKeys cannot serve WebKit: over WebDriver it supports neither
// `down` nor `up` (Shift+Tab), and it sends a typed text as one chord (every key down, then every
// key up), so a doubled letter is typed once ("shopper" arrives as "shoper"). Here each key is a
// WebDriver keyDown/keyUp pair, and `down`/`up` hold a key across commands (WebDriver keeps the
// pressed keys of a session). Puppeteer's keyboard serves Chromium and Firefox.

/** WebDriver's code points for the named keys the tests press (WebDriver spec, "Keyboard actions"). */
const WEBDRIVER_KEYS = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: ' ',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};

function webdriverKey(name) {
  if (name in WEBDRIVER_KEYS) return WEBDRIVER_KEYS[name];
  if ([...name].length === 1) return name;
  throw new Error(`the keyboard command does not know the key "${name}"`);
}

/** @param {{ type?: string, press?: string, down?: string, up?: string }} payload */
function webdriverActions(payload) {
  if (payload.type !== undefined)
    return [...payload.type].flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
  if (payload.press !== undefined) {
    const value = webdriverKey(payload.press);
    return [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ];
  }
  if (payload.down !== undefined) return [{ type: 'keyDown', value: webdriverKey(payload.down) }];
  if (payload.up !== undefined) return [{ type: 'keyUp', value: webdriverKey(payload.up) }];
  throw new Error('the keyboard command takes one of type, press, down, up');
}

export function keyboardPlugin() {
  return {
    name: 'keyboard-command',
    async executeCommand({ command, payload, session }) {
      if (command !== 'keyboard') return undefined;
      if (session.browser.type === 'webdriver') {
        await session.browser.keyboardActions(session.id, webdriverActions(payload));
        return true;
      }
      if (session.browser.type === 'puppeteer') {
        const { keyboard } = session.browser.getPage(session.id);
        if (payload.type !== undefined) await keyboard.type(payload.type);
        else if (payload.press !== undefined) await keyboard.press(payload.press);
        else if (payload.down !== undefined) await keyboard.down(payload.down);
        else if (payload.up !== undefined) await keyboard.up(payload.up);
        else throw new Error('the keyboard command takes one of type, press, down, up');
        return true;
      }
      throw new Error(`the keyboard command does not support ${session.browser.name}`);
    },
  };
}

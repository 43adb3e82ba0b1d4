// The `loseChunks` command of the browser tests: the chunks whose file name starts with one of the
// given prefixes are answered 503 for the calling engine, as a lost connection would leave them
// (`{ prefixes: [] }` brings them back). Each engine has its own set, told apart by the user agent
// as the member services are (web-test-runner.config.mjs), since the three run side by side.
// A chunk an earlier page fetched may come from the browser's cache without asking: a test that
// loses chunks loads its own copy of dist/ (/dist-lost-chunks/, see productionGraphPlugin.mjs).

/** @param {string} [userAgent] */
export function engineOf(userAgent = '') {
  return /Firefox\//.test(userAgent) ? 'firefox' : /Chrom(e|ium)\//.test(userAgent) ? 'chromium' : 'webkit';
}

export function lostChunksPlugin() {
  /** @type {Map<string, readonly string[]>} */
  const lost = new Map();
  return {
    name: 'lost-chunks',
    /** @param {{ command: string, payload: unknown, session: { browser: { name: string } } }} options */
    executeCommand({ command, payload, session }) {
      if (command !== 'loseChunks') return undefined;
      const { prefixes } = /** @type {{ prefixes: string[] }} */ (payload);
      lost.set(session.browser.name.toLowerCase(), prefixes);
      return true;
    },
    /** @param {import('koa').Context} context @param {() => Promise<unknown>} next */
    async middleware(context, next) {
      const name = /\/chunks\/([^/]+)$/.exec(context.path)?.[1];
      const prefixes = lost.get(engineOf(context.get('user-agent'))) ?? [];
      if (name && prefixes.some((prefix) => name.startsWith(prefix))) {
        context.status = 503;
        context.body = 'lost (the loseChunks command of the browser tests)';
        return;
      }
      await next();
    },
  };
}

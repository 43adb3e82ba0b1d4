import { existsSync } from 'node:fs';

/** The Chromium the browser tests use: $CHROME_PATH, else the usual Debian and Chrome locations. */
export function chromiumPath() {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
  return candidates.find((path) => path && existsSync(path));
}

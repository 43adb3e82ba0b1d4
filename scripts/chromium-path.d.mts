/** The Chromium the browser tests use: $CHROME_PATH, else the usual Debian and Chrome locations. */
export declare function chromiumPath(): string | undefined;

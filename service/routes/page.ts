/**
 * The layout of the service's own HTML pages (QR confirmation, verification links, the challenge,
 * the development tools), styled by the member API's own stylesheet (routes/serviceStyles.ts), so
 * with or without the demo.
 */
import { html } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { SERVICE_CSS_PATH } from './serviceStyles.ts';

type Body = HtmlEscapedString | Promise<HtmlEscapedString>;

export function page(title: string, body: Body) {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}: Marketplace</title>
        <link rel="stylesheet" href="${SERVICE_CSS_PATH}" />
      </head>
      <body>
        <header class="site-header"><a class="logo" href="/">Marketplace</a></header>
        <main class="member-page">
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`;
}

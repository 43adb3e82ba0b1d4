/**
 * The layout of the service's own HTML pages (QR confirmation, verification links, the challenge,
 * the development tools), in the language of their reader (`pageLanguage`), styled by the member
 * API's own stylesheet (routes/serviceStyles.ts), so with or without the demo.
 */
import type { Context } from 'hono';
import { html } from 'hono/html';
import type { Language } from '../../src/kernel/config/languages.ts';
import { requestLanguage } from '../domain/messageLanguage.ts';
import { PAGE_TEXTS_EN, type Fragment, type PageTexts } from './pageTexts.ts';
import { PAGE_TRANSLATIONS } from './pageTranslations.ts';
import { SERVICE_CSS_PATH } from './serviceStyles.ts';

/** The pages' texts in each of the six languages. */
export const PAGE_TEXTS: Readonly<Record<Language, PageTexts>> = { en: PAGE_TEXTS_EN, ...PAGE_TRANSLATIONS };

/**
 * The language of a page: the kept language of the member it acts for, else the first of the six
 * the request's `Accept-Language` names, else English.
 */
export function pageLanguage(c: Context, member?: { readonly language: Language | null } | null): Language {
  return member?.language ?? requestLanguage(c.req.header('Accept-Language'));
}

/**
 * A page in `language` (its `lang`; all six are written left to right), styled by the member API's
 * stylesheet unless the page names another (the demo's shop pages keep the demo site's).
 */
export function page(language: Language, title: string, body: Fragment, stylesheet: string = SERVICE_CSS_PATH) {
  return html`<!doctype html>
    <html lang="${language}" dir="ltr">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>${title}: Marketplace</title>
        <link rel="stylesheet" href="${stylesheet}" />
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

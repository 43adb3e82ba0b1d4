/**
 * `<member-account>`'s own `modulepreload` links: the files its dashboard needs after the first
 * download (its pages, its flows with the network layer), asked for as the element connects, so
 * that a host page without links of its own (the reference service's pages have them) fetches them
 * at once and in parallel. The build writes their list into the entry file (a file whose name has no
 * hash, so its content may change; build/dist-assets.mjs): a build without that step (the browser
 * tests') has none. Once per document, only files beside the entry (this origin and folder), with
 * the nonce of the entry's own script where the page gives its scripts one.
 */

/** Replaced by the build with the JSON list of the files, relative to the entry. */
const LISTED = '__MLP_DASHBOARD_FILES__' as string;

/** The files, as URLs resolved against `base`, that are beside it. */
export function dashboardFiles(base: string, listed: string = LISTED): string[] {
  if (!listed.startsWith('[')) return [];
  const baseUrl = new URL(base);
  const folder = new URL('./', baseUrl).href;
  const parsed: unknown = JSON.parse(listed);
  if (!Array.isArray(parsed)) return [];
  return parsed
    .filter((file): file is string => typeof file === 'string')
    .map((file) => new URL(file, baseUrl))
    .filter((url) => (url.protocol === 'https:' || url.protocol === 'http:') && url.href.startsWith(folder) && url.pathname.endsWith('.js'))
    .map((url) => url.href);
}

/** Adds a `modulepreload` link to the document's head for each of `files` no link names yet. */
export function addPreloadLinks(files: readonly string[], entry: string): void {
  if (!files.length || typeof document === 'undefined') return;
  const linked = new Set([...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href));
  const nonce = [...document.querySelectorAll<HTMLScriptElement>('script[type="module"][src]')].find((script) => script.src === entry)?.nonce;
  for (const file of files) {
    if (linked.has(file)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = file;
    if (nonce) link.nonce = nonce;
    document.head.append(link);
  }
}

/**
 * The stylesheet of the service's own pages (routes/page.ts), served by the member API itself so
 * that the pages are styled without the demo too (`MEMBER_DEMO=off`). Small and self-contained: a
 * readable column on a 360 px phone, a 16 px base font, 44 px buttons, the system's fonts and its
 * light or dark scheme. The class names are the pages' own (`site-header`, `logo`, `member-page`,
 * `approval`, `qr-requester`, `button`).
 */
import { Hono } from 'hono';

export const SERVICE_CSS_PATH = '/static/member/service.css';

export const SERVICE_CSS = `:root {
  color-scheme: light dark;
  --text: #1b1d24;
  --muted: #5b6070;
  --page: #f5f6fa;
  --card: #fff;
  --line: #d9dce5;
  --accent: #0f146d;
  --accent-text: #fff;
  --link: #1a4fd6;
  --header: #0f146d;
}
@media (prefers-color-scheme: dark) {
  :root {
    --text: #eceef4;
    --muted: #a9aebd;
    --page: #121318;
    --card: #1d1f27;
    --line: #3a3d4a;
    --accent: #8fa8ff;
    --accent-text: #0b0e3f;
    --link: #9db4ff;
    --header: #0b0e3f;
  }
}
*, *::before, *::after { box-sizing: border-box; }
html { -webkit-text-size-adjust: 100%; text-size-adjust: 100%; }
body {
  margin: 0;
  background: var(--page);
  color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans Thai", "PingFang SC", "Microsoft YaHei", sans-serif;
  overflow-wrap: break-word;
}
a { color: var(--link); }
.site-header { background: var(--header); padding: 12px 16px; }
.site-header a { color: #fff; text-decoration: none; }
.logo { font-weight: 700; font-size: 1.125rem; }
.member-page {
  max-width: 32rem;
  margin: 16px auto;
  padding: 20px 16px;
  background: var(--card);
  border: 1px solid var(--line);
  border-radius: 12px;
}
@media (max-width: 34rem) {
  .member-page { margin: 0; border: 0; border-radius: 0; }
}
h1 { font-size: 1.375rem; line-height: 1.3; margin: 0 0 12px; }
p { margin: 0 0 12px; }
label { display: block; margin: 12px 0; }
input:not([type="hidden"]):not([type="range"]) {
  display: block;
  width: 100%;
  min-height: 44px;
  margin-top: 6px;
  padding: 8px 12px;
  font: inherit;
  color: inherit;
  background: var(--page);
  border: 1px solid var(--line);
  border-radius: 8px;
}
input[type="range"] { display: block; width: 100%; min-height: 44px; margin-top: 6px; }
button, .button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  min-width: 44px;
  padding: 10px 20px;
  font: inherit;
  font-weight: 600;
  color: var(--accent-text);
  background: var(--accent);
  border: 0;
  border-radius: 8px;
  text-decoration: none;
  cursor: pointer;
}
form button { width: 100%; margin: 8px 0 12px; }
:focus-visible { outline: 3px solid var(--link); outline-offset: 2px; }
.approval {
  display: grid;
  grid-template-columns: minmax(0, auto) minmax(0, 1fr);
  gap: 4px 12px;
  margin: 0 0 16px;
  padding: 12px;
  border: 1px solid var(--line);
  border-radius: 8px;
}
.approval dt { color: var(--muted); }
.approval dd { margin: 0; }
@media (max-width: 22rem) {
  .approval { grid-template-columns: minmax(0, 1fr); }
  .approval dd { margin-bottom: 6px; }
}
.qr-requester { padding: 12px; border-left: 4px solid var(--accent); background: var(--page); }
[hidden] { display: none !important; }
`;

/** `GET /static/member/service.css`: cached for an hour, revalidated after. */
export function serviceStyleRoutes() {
  const app = new Hono();
  app.get(SERVICE_CSS_PATH, (c) => c.body(SERVICE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }));
  return app;
}

/**
 * The demo origin: the example host pages, the element's bundle, the A/B experiment config and the
 * server time, all on one origin. Tested in-process with `app.request()`.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Hono } from 'hono';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const examplesDir = path.join(projectRoot, 'examples');

export interface AppOptions {
  /** Where the built element is (`npm run build` writes dist/). */
  readonly distDir?: string;
  /** The server's clock, for the `/time` answer. */
  readonly now?: () => number;
}

/** The static folders a request may read, each served from its own root only. */
function staticFolder(urlPrefix: string, root: string) {
  return serveStatic({
    root: path.relative(process.cwd(), root) || '.',
    rewriteRequestPath: (requestPath) => requestPath.slice(urlPrefix.length),
  });
}

async function memberPage(route: string): Promise<string> {
  const template = await readFile(path.join(examplesDir, 'member-page.html'), 'utf8');
  return template.replace('{{route}}', route);
}

export function createApp({ distDir = path.join(projectRoot, 'dist'), now = Date.now }: AppOptions = {}) {
  const app = new Hono();

  app.get('/', async (c) => c.html(await readFile(path.join(examplesDir, 'index.html'), 'utf8')));
  app.get('/user/login', async (c) => c.html(await memberPage('Login')));
  app.get('/user/register', async (c) => c.html(await memberPage('Registry')));

  app.get('/time', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ serverTime: now() });
  });
  app.use('/experiments/*', staticFolder('/experiments', path.join(examplesDir, 'experiments')));
  app.use('/dist/*', staticFolder('/dist', distDir));
  for (const file of ['site.css', 'demo.js']) {
    app.get(`/examples/${file}`, serveStatic({ path: path.relative(process.cwd(), path.join(examplesDir, file)) }));
  }
  return app;
}

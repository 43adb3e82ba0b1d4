/**
 * The demo, mounted beside the member service on one origin (app.ts): the host pages of
 * `examples/`, the main site's pages the demo stands in for, the element's built files (`/dist/`),
 * the A/B experiment config, the example pages' stylesheet and script, and the product pictures.
 * Nothing here is the member API: a deployment without the demo serves none of it.
 */
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import path from 'node:path';
import type { ServiceDeps } from '../routes/deps.ts';
import { distFiles } from './distFiles.ts';
import { hostPageRoutes } from './hostPages.ts';
import { productImage } from './productImages.ts';
import { shopPageRoutes } from './shopPages.ts';

/** The static folders a request may read, each served from its own root only. */
function staticFolder(urlPrefix: string, root: string) {
  return serveStatic({
    root: path.relative(process.cwd(), root) || '.',
    rewriteRequestPath: (requestPath) => requestPath.slice(urlPrefix.length),
  });
}

/** The demo's routes: the example pages of `examplesDir`, the element's build of `distDir`. */
export function demoRoutes(deps: ServiceDeps, examplesDir: string, distDir: string) {
  const app = new Hono();
  app.route('/', hostPageRoutes(deps, examplesDir, distDir));
  app.route('/', shopPageRoutes());
  app.get('/static/products/:file', (c) => productImage(c, c.req.param('file')));
  app.use('/experiments/*', staticFolder('/experiments', path.join(examplesDir, 'experiments')));
  app.get('/dist/*', distFiles(distDir));
  for (const file of ['site.css', 'demo.js']) {
    app.get(`/examples/${file}`, serveStatic({ path: path.relative(process.cwd(), path.join(examplesDir, file)) }));
  }
  return app;
}

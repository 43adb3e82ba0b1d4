/**
 * The demo origin, what `npm start` runs (main.ts): the member service (api.ts) and, on the same
 * origin, the demo (demo/): the example host pages, the main site's pages, the element's bundle and
 * the example pages' static files. Tested in-process with `app.request()`.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMemberApi, type MemberApiOptions } from './api.ts';
import { demoRoutes } from './demo/demoRoutes.ts';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServiceOptions extends MemberApiOptions {
  /** Where the built element is (`npm run build` writes dist/). */
  readonly distDir?: string;
}

/** The member service with the demo mounted beside it. */
export async function createService(options: ServiceOptions = {}) {
  const { app, deps } = await createMemberApi(options);
  app.route('/', demoRoutes(deps, path.join(projectRoot, 'examples'), options.distDir ?? path.join(projectRoot, 'dist')));
  return { app, deps };
}

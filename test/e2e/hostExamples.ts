/**
 * The host examples as a host would have them: the package packed (`npm pack`, which builds it) and
 * installed from the tarball with `--omit=dev` into a fresh project, the examples built there with
 * esbuild, and one origin that serves them in front of the reference member service.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { build } from 'esbuild';

const run = promisify(execFile);
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The policy the strict-CSP example is served with. */
export const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; require-trusted-types-for 'script'";

export interface InstalledPackage {
  /** The fresh host project: its package.json, node_modules, and the examples copied in. */
  readonly hostDir: string;
  readonly nodeModules: string;
  /** What `npm pack --json` said it put in the tarball. */
  readonly packedFiles: readonly string[];
}

/** Packs the package and installs the tarball, offline and without dev dependencies, into a new project. */
export async function packAndInstall(): Promise<InstalledPackage> {
  const work = await mkdtemp(path.join(tmpdir(), 'mlp-pack-'));
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', work], { cwd: repoRoot, maxBuffer: 16 * 1024 * 1024 });
  const [packed] = JSON.parse(stdout.slice(stdout.indexOf('['))) as { filename: string; files: { path: string }[] }[];
  if (!packed) throw new Error('npm pack packed nothing');
  const hostDir = path.join(work, 'host');
  await mkdir(hostDir);
  await writeFile(path.join(hostDir, 'package.json'), JSON.stringify({ name: 'host', private: true, type: 'module' }));
  await run('npm', ['install', '--omit=dev', '--offline', '--no-audit', '--no-fund', path.join(work, packed.filename)], { cwd: hostDir });
  return { hostDir, nodeModules: path.join(hostDir, 'node_modules'), packedFiles: packed.files.map((file) => file.path) };
}

/** The examples under examples/, and the entry each needs bundled (the plain pages need none). */
export const HOST_EXAMPLES = { 'react-app': 'main.tsx', 'vue-app': 'main.ts', 'esm-page': undefined, 'strict-csp': undefined } as const;

/**
 * Copies the examples into the host project and bundles the framework apps there, so that
 * `member-login-popup` resolves to the installed tarball; React and Vue come from this repository's
 * node_modules (`nodePaths`), as the host's own dependencies.
 */
export async function buildHostExamples(hostDir: string): Promise<string> {
  const examplesDir = path.join(hostDir, 'examples');
  for (const [name, entry] of Object.entries(HOST_EXAMPLES)) {
    await cp(path.join(repoRoot, 'examples', name), path.join(examplesDir, name), { recursive: true });
    if (!entry) continue;
    await build({
      entryPoints: [path.join(examplesDir, name, entry)],
      outfile: path.join(examplesDir, name, 'main.js'),
      bundle: true,
      format: 'esm',
      target: 'es2022',
      jsx: 'automatic',
      nodePaths: [path.join(repoRoot, 'node_modules')],
      // Vue's templates are compiled in the browser by its full build.
      alias: { vue: 'vue/dist/vue.esm-bundler.js' },
      define: {
        'process.env.NODE_ENV': '"production"',
        __VUE_OPTIONS_API__: 'true',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
      logLevel: 'warning',
    });
  }
  return examplesDir;
}

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.map': 'application/json' };

/** The file under `root` at the URL path `urlPath`, or undefined when it would leave root or is not there. */
async function fileResponse(root: string, urlPath: string, headers: Record<string, string> = {}): Promise<Response | undefined> {
  const relative = decodeURIComponent(urlPath);
  const file = path.resolve(root, `.${relative.endsWith('/') ? `${relative}index.html` : relative}`);
  if (!file.startsWith(`${root}${path.sep}`)) return undefined;
  try {
    const body = await readFile(file);
    return new Response(body, { headers: { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream', ...headers } });
  } catch {
    return undefined;
  }
}

/**
 * The host's origin: `/examples/<example>/…` the host examples (the strict-CSP one with its policy),
 * `/node_modules/…` the installed packages, and everything else the member service (with its own
 * pages and their files).
 */
export function hostOrigin(examplesDir: string, nodeModules: string, service: (request: Request) => Response | Promise<Response>) {
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    let response: Response | undefined;
    const example = Object.keys(HOST_EXAMPLES).find((name) => pathname.startsWith(`/examples/${name}/`));
    if (example) {
      const headers: Record<string, string> = pathname.startsWith('/examples/strict-csp/') ? { 'Content-Security-Policy': STRICT_CSP } : {};
      response = await fileResponse(examplesDir, pathname.slice('/examples'.length), headers);
    } else if (pathname.startsWith('/node_modules/')) {
      response = await fileResponse(nodeModules, pathname.slice('/node_modules'.length));
    } else {
      return service(request);
    }
    return response ?? new Response('Not found', { status: 404 });
  };
}

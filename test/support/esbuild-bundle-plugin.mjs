// A @web/test-runner plugin that serves each test file as one esbuild bundle.
import { build } from 'esbuild';
import path from 'node:path';

export function esbuildBundlePlugin() {
  let rootDir = process.cwd();
  return {
    name: 'esbuild-bundle',
    serverStart({ config }) {
      rootDir = config.rootDir;
    },
    resolveMimeType(context) {
      if (/\.tsx?$/.test(context.path)) return 'js';
      return undefined;
    },
    async serve(context) {
      if (!/\.test\.tsx?$/.test(context.path)) return undefined;
      const result = await build({
        entryPoints: [path.join(rootDir, decodeURIComponent(context.path))],
        bundle: true,
        write: false,
        format: 'esm',
        target: 'es2022',
        sourcemap: 'inline',
        jsx: 'automatic',
        // Test corpora (../shared/corpora) are imported as text.
        loader: { '.txt': 'text' },
        define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis' },
        logLevel: 'silent',
      });
      return { body: result.outputFiles[0].text, type: 'js' };
    },
  };
}

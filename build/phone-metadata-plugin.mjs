// An esbuild plugin: src/kernel/rules/phoneMetadata.ts and src/rules/phoneFormats.ts are evaluated at build time,
// from the installed libphonenumber-js (no network), and the bundle gets only their results, the
// numbering plans and number formats of our eleven regions, as JSON literals (libphonenumber-js
// itself stays out of the browser's code).
// Without the plugin the module computes the same at run time.
import { build } from 'esbuild';

export const PHONE_METADATA_MODULE = /[\\/]src[\\/](?:kernel[\\/])?rules[\\/]phone(?:Metadata|Formats)\.ts$/;

/** The default export of phoneMetadata.ts or phoneFormats.ts (`file`), computed in this process. */
export async function phoneMetadata(file) {
  const { outputFiles } = await build({ entryPoints: [file], bundle: true, write: false, format: 'esm', platform: 'node', logLevel: 'silent' });
  const source = `data:text/javascript;base64,${Buffer.from(outputFiles[0].text).toString('base64')}`;
  return (await import(source)).default;
}

export function phoneMetadataPlugin() {
  return {
    name: 'phone-metadata',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: PHONE_METADATA_MODULE }, async ({ path }) => ({
        contents: `export default ${JSON.stringify(await phoneMetadata(path))};`,
        loader: 'js',
      }));
    },
  };
}

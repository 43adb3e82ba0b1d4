/**
 * The popup's CSS ships without the comments and layout written for people (build/css-template-plugin.mjs):
 * the stylesheet the built popup adopts means what the source says, rule for rule.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { build, transform } from 'esbuild';
import { cssTemplatePlugin, minifyCss, minifyCssTemplates } from '../../build/css-template-plugin.mjs';
import { POPUP_CSS } from '../../src/popup/styles.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The CSS as esbuild's CSS parser reads it, printed minified: equal output, equal meaning. esbuild
 * keeps the spaces of custom property values as written; a space after their commas or colons means
 * nothing where they are used, so it is left out on both sides.
 */
const parsed = async (css: string) => (await transform(css, { loader: 'css', minify: true })).code.replace(/([:,]) /g, '$1');

/** POPUP_CSS as the build makes it: styles.ts bundled with the plugin, evaluated here. */
async function builtPopupCss(): Promise<string> {
  const { outputFiles } = await build({
    stdin: { contents: "export { POPUP_CSS } from './src/popup/styles.ts';", resolveDir: root, loader: 'ts' },
    bundle: true,
    write: false,
    format: 'esm',
    logLevel: 'silent',
    plugins: [cssTemplatePlugin()],
  });
  const code = outputFiles[0]?.text ?? '';
  return ((await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as { POPUP_CSS: string }).POPUP_CSS;
}

describe('the popup CSS as built', () => {
  it('means the same as the source, and is at least a fifth smaller', async () => {
    const built = await builtPopupCss();
    assert.equal(await parsed(built), await parsed(POPUP_CSS));
    assert.ok(built.length < POPUP_CSS.length * 0.8, `${built.length} of ${POPUP_CSS.length} characters`);
    assert.doesNotMatch(built, /\/\*|\n/);
  });

  it('keeps interpolations, escapes and the text outside the templates as they are', () => {
    // Source text, in which `${A}` is an interpolation of the template that the plugin minifies.
    const interpolation = ['$', '{A}'].join('');
    const source = `const A = 'x  y';\nexport const B = /* css */ \`\n  a > b ,c {\n    color : red ;  /* note */\n  }\n${interpolation}\n\\\`q\\\`\n\`;\nconst C = \`d  e\`;`;
    assert.equal(minifyCssTemplates(source), `const A = 'x  y';\nexport const B = /* css */ \`a>b,c{color :red}${interpolation} \\\`q\\\`\`;\nconst C = \`d  e\`;`);
    assert.equal(
      minifyCss("@media (prefers-color-scheme: dark) {\n  :host(:not([theme='light'])) { --x: 1px; }\n}"),
      "@media (prefers-color-scheme:dark){:host(:not([theme='light'])){--x:1px}}",
    );
  });
});

/**
 * The custom-elements manifest agrees with the element: the tag it registers, every attribute it
 * observes, the CSS parts the popup renders and the theme tokens it declares; and the element
 * reference in docs/element.md is the one `npm run docs` makes of it.
 */
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { customElementsManifest, elementOf, elementSources, type CustomElementsManifest } from '../../scripts/customElementsManifest.ts';
import { elementPage } from '../../scripts/docs.ts';
import { LIGHT_PALETTE } from '../../src/ui/themeTokens.ts';
import { MemberLoginPopup, TAG_NAME } from '../../elements/define.ts';
import { MemberAccount } from '../../elements/member-account.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const manifest = customElementsManifest(elementSources(read));
const element = elementOf(manifest);
const names = (items: readonly { name: string }[]) => items.map((item) => item.name);

/** Every part name the source of `folders` (the popup's own and the shared ui/) gives an element, static or chosen in an expression. */
function renderedParts(folders: readonly string[] = ['popup', 'ui']): Set<string> {
  const parts = new Set<string>();
  const files = folders.flatMap((folder) =>
    readdirSync(path.join(root, 'src', folder), { recursive: true, encoding: 'utf8' }).map((file) => path.join(root, 'src', folder, file)),
  );
  for (const file of files) {
    if (!file.endsWith('.tsx')) continue;
    const text = readFileSync(file, 'utf8');
    for (const [, literal = '', expression = ''] of text.matchAll(/part=(?:"([^"]*)"|\{(`[^`]*`|[^}]*)\})/g)) {
      const strings = literal ? [literal] : [...expression.matchAll(/'([^']*)'|`([^`]*)`/g)].map((found) => found[1] ?? found[2] ?? '');
      for (const token of strings.flatMap((value) => value.split(/\s+/))) if (token && !token.includes('$')) parts.add(token);
    }
  }
  return parts;
}

describe('custom-elements.json', () => {
  it('names the tag the element registers, as a custom element declaration exported from the element entry', () => {
    assert.equal(element.tagName, TAG_NAME);
    assert.equal(element.customElement, true);
    assert.deepEqual(
      manifest.modules[0]?.exports.map((entry) => [entry.kind, entry.name]),
      [
        ['js', 'MemberLoginPopup'],
        ['custom-element-definition', TAG_NAME],
      ],
    );
  });

  it('documents every attribute the element observes, and no other, each with a type', () => {
    assert.deepEqual(names(element.attributes), [...MemberLoginPopup.observedAttributes]);
    for (const attribute of element.attributes) assert.ok(attribute.type.text && attribute.description, attribute.name);
    assert.equal(element.attributes.find((attribute) => attribute.name === 'route')?.default, 'Login');
  });

  it('documents the public methods with their parameters, and the four events with their detail types', () => {
    assert.deepEqual(
      element.members.map((member) => [member.name, member.parameters.map((parameter) => parameter.name)]),
      [
        ['show', ['route']],
        ['prefetch', []],
        ['close', []],
      ],
    );
    assert.deepEqual(
      element.events.map((event) => [event.name, event.type.text]),
      [
        ['login-success', 'CustomEvent<LoginSuccessDetail>'],
        ['next-step', 'CustomEvent<NextStepDetail>'],
        ['member-report', 'CustomEvent<MemberReportDetail>'],
        ['close', 'CustomEvent<CloseDetail>'],
      ],
    );
  });

  it('documents every CSS part the popup renders, one entry each', () => {
    const documented = names(element.cssParts);
    assert.equal(new Set(documented).size, documented.length, 'a part is documented twice');
    const rendered = renderedParts();
    for (const kind of ['info', 'success', 'error']) rendered.add(`toast-${kind}`); // part={`toast toast-${toast.kind}`}
    assert.deepEqual([...documented].sort(), [...rendered].sort());
  });

  it('documents every theme token the styles declare on :host (the light palette for colours), with its default', () => {
    const styles = read('src/popup/styles.ts');
    const host = styles.match(/:host \{([^}]*)\}/)?.[1] ?? '';
    const declared = new Map<string, string>([
      ...[...host.matchAll(/(--mlp-[\w-]+): ([^;]+);/g)].map((found): [string, string] => [found[1] ?? '', found[2] ?? '']),
      ...Object.entries(LIGHT_PALETTE),
    ]);
    // A token read only with a fallback, such as var(--mlp-color-focus, var(--mlp-color-primary)), defaults to its fallback.
    for (const [, name, fallback] of styles.matchAll(/var\((--mlp-[\w-]+), (var\(--mlp-[\w-]+\)|[^()]+)\)/g)) {
      if (name && fallback && !declared.has(name)) declared.set(name, fallback);
    }
    const sorted = (pairs: Iterable<readonly [string, string | undefined]>) => [...pairs].map(([name, value]) => `${name}: ${value}`).sort();
    assert.deepEqual(sorted(element.cssProperties.map((property) => [property.name, property.default] as const)), sorted(declared));
  });

  it('is what the build wrote (npm run build writes custom-elements.json)', () => {
    const built = JSON.parse(read('custom-elements.json')) as CustomElementsManifest;
    assert.deepEqual(built, JSON.parse(JSON.stringify(manifest)));
  });
});

describe('<member-account> in custom-elements.json', () => {
  const account = elementOf(manifest, 'member-account');

  it('is the second module, exported from its own entry', () => {
    assert.deepEqual(
      manifest.modules[1]?.exports.map((entry) => [entry.kind, entry.name, entry.declaration.module]),
      [
        ['js', 'MemberAccount', 'dist/member-account.js'],
        ['custom-element-definition', 'member-account', 'dist/member-account.js'],
      ],
    );
  });

  it('documents every attribute it observes, its method, its two events, and every part its pages render', () => {
    assert.deepEqual(names(account.attributes), [...MemberAccount.observedAttributes]);
    assert.deepEqual(names(account.members), ['refresh']);
    assert.deepEqual(
      account.events.map((event) => [event.name, event.type.text]),
      [
        ['logout', 'CustomEvent<LogoutDetail>'],
        ['account-change', 'CustomEvent<AccountChangeDetail>'],
      ],
    );
    const rendered = renderedParts(['account']);
    for (const part of rendered) assert.ok(names(account.cssParts).includes(part), `the part ${part} is rendered but not documented`);
  });
});

describe('the element reference in docs/element.md', () => {
  it('is what `npm run docs` makes of the manifest: every attribute, method, event, CSS part and CSS property', () => {
    assert.equal(read('docs/element.md'), elementPage(), 'docs/element.md and the manifest disagree: run npm run docs');
  });

  it('names each of them, so that a page edited by hand cannot drop one', () => {
    const page = read('docs/element.md');
    for (const name of [...names(element.attributes), ...names(element.members), ...names(element.events), ...names(element.cssParts), ...names(element.cssProperties)]) {
      assert.ok(page.includes(`- \`${name}`), name);
    }
  });
});

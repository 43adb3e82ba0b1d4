/**
 * The custom-elements manifest (https://github.com/webcomponents/custom-elements-manifest, schema
 * 2.1.0) of `<member-login-popup>` and `<member-account>`, made from each element's JSDoc: the class block's `@attr`,
 * `@fires`, `@csspart` and `@cssprop` tags (one a line, continued on the following lines), and the
 * public methods' own doc comments. A tag this does not know stops the build, so nothing documented
 * is silently left out. No TypeScript API: the source is read as text.
 */
export interface TypeText {
  readonly text: string;
}

export interface ManifestAttribute {
  readonly name: string;
  readonly type: TypeText;
  readonly default?: string;
  readonly description: string;
}

export interface ManifestParameter {
  readonly name: string;
  readonly type: TypeText;
  readonly optional?: true;
}

export interface ManifestMethod {
  readonly kind: 'method';
  readonly name: string;
  readonly privacy: 'public';
  readonly parameters: readonly ManifestParameter[];
  readonly return: { readonly type: TypeText };
  readonly description: string;
}

export interface ManifestEvent {
  readonly name: string;
  readonly type: TypeText;
  readonly description: string;
}

export interface ManifestCssPart {
  readonly name: string;
  readonly description: string;
}

export interface ManifestCssProperty {
  readonly name: string;
  readonly default: string;
  readonly description: string;
}

export interface ManifestElement {
  readonly kind: 'class';
  readonly name: string;
  readonly tagName: string;
  readonly customElement: true;
  readonly summary: string;
  readonly description: string;
  readonly superclass: { readonly name: 'HTMLElement' };
  readonly attributes: readonly ManifestAttribute[];
  readonly members: readonly ManifestMethod[];
  readonly events: readonly ManifestEvent[];
  readonly cssParts: readonly ManifestCssPart[];
  readonly cssProperties: readonly ManifestCssProperty[];
}

export interface CustomElementsManifest {
  readonly schemaVersion: '2.1.0';
  readonly readme: string;
  readonly modules: readonly {
    readonly kind: 'javascript-module';
    readonly path: string;
    readonly declarations: readonly ManifestElement[];
    readonly exports: readonly {
      readonly kind: 'js' | 'custom-element-definition';
      readonly name: string;
      readonly declaration: { readonly name: string; readonly module: string };
    }[];
  }[];
}

/** The module hosts import to get the element; the manifest describes it there. */
const MODULE_PATH = 'dist/member-login-popup.js';
const ACCOUNT_MODULE_PATH = 'dist/member-account.js';

/** The doc comment right before `marker` in `source`, as lines without the leading ` * `. */
function docBefore(source: string, marker: string): string[] {
  const at = source.indexOf(marker);
  if (at < 0) throw new Error(`no ${marker} in the element's source`);
  const end = source.lastIndexOf('*/', at);
  const start = source.lastIndexOf('/**', end);
  if (start < 0 || end < 0 || source.slice(end + 2, at).trim() !== '') throw new Error(`no doc comment right before ${marker}`);
  return source
    .slice(start + 3, end)
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
}

/** The description (the first paragraph) and the tags, each with its continuation lines joined. */
function parseDoc(lines: readonly string[]): { description: string; tags: string[] } {
  const tags: string[] = [];
  const intro: string[] = [];
  let paragraphEnded = false;
  for (const line of lines) {
    if (line.startsWith('@')) tags.push(line);
    else if (!line.trim()) paragraphEnded = paragraphEnded || intro.length > 0;
    else if (tags.length) tags[tags.length - 1] += ` ${line.trim()}`;
    else if (!paragraphEnded) intro.push(line.trim());
  }
  return { description: intro.join(' '), tags };
}

/** The groups `pattern` captures in `text` (an absent optional group is ''); throws when it does not match. */
function groups(pattern: RegExp, text: string): string[] {
  const found = text.match(pattern);
  if (!found) throw new Error(`the element's JSDoc: cannot read "${text}"`);
  return found.slice(1).map((group) => group ?? '');
}

/** `name` or `[name=default]`. */
function nameAndDefault(text: string): { name: string; default?: string } {
  const bracketed = text.match(/^\[([^=\]]+)=(.*)\]$/);
  return bracketed ? { name: bracketed[1] ?? '', default: bracketed[2] ?? '' } : { name: text };
}

/** The public methods of the class body, each with its own one-line doc comment. */
function publicMethods(source: string): ManifestMethod[] {
  const methods: ManifestMethod[] = [];
  for (const found of source.matchAll(/\n {2}\/\*\* (.+?) \*\/\n {2}(\w+)\(([^)]*)\): ([^{]+?) \{/g)) {
    const [description = '', name = '', params = '', returns = ''] = found.slice(1);
    const parameters = params
      .split(',')
      .map((param) => param.trim())
      .filter(Boolean)
      .map((param): ManifestParameter => {
        const [paramName = '', optional = '', type = ''] = groups(/^(\w+)(\?)?: (.+)$/, param);
        return optional ? { name: paramName, type: { text: type }, optional: true } : { name: paramName, type: { text: type } };
      });
    methods.push({ kind: 'method', name, privacy: 'public', parameters, return: { type: { text: returns.trim() } }, description });
  }
  return methods;
}

/** The declaration of the element `className` registered as `tagName`, from the JSDoc on its class in `source`. */
function elementDeclaration(source: string, className: string, tagName: string): ManifestElement {
  const { description, tags } = parseDoc(docBefore(source, `export class ${className} `));
  let summary = '';
  const attributes: ManifestAttribute[] = [];
  const events: ManifestEvent[] = [];
  const cssParts: ManifestCssPart[] = [];
  const cssProperties: ManifestCssProperty[] = [];
  for (const tag of tags) {
    const [kind = '', rest = ''] = groups(/^@(\w+) (.*)$/, tag);
    if (kind === 'summary') {
      summary = rest;
    } else if (kind === 'attr') {
      const [type = '', named = '', about = ''] = groups(/^\{(.+?)\} (\S+) - (.+)$/, rest);
      const { name, default: fallback } = nameAndDefault(named);
      attributes.push(
        fallback === undefined ? { name, type: { text: type }, description: about } : { name, type: { text: type }, default: fallback, description: about },
      );
    } else if (kind === 'fires') {
      const [type = '', name = '', about = ''] = groups(/^\{(.+?)\} ([\w-]+) - (.+)$/, rest);
      events.push({ name, type: { text: type }, description: about });
    } else if (kind === 'csspart') {
      const [name = '', about = ''] = groups(/^([\w-]+) - (.+)$/, rest);
      cssParts.push({ name, description: about });
    } else if (kind === 'cssprop') {
      const [named = '', about = ''] = groups(/^(\[--.+?\]) - (.+)$/, rest);
      const { name, default: fallback } = nameAndDefault(named);
      if (fallback === undefined) throw new Error(`the element's JSDoc: ${name} has no default`);
      cssProperties.push({ name, default: fallback, description: about });
    } else {
      throw new Error(`the element's JSDoc: unknown tag @${kind}`);
    }
  }
  return {
    kind: 'class',
    name: className,
    tagName,
    customElement: true,
    summary,
    description,
    superclass: { name: 'HTMLElement' },
    attributes,
    members: publicMethods(source),
    events,
    cssParts,
    cssProperties,
  };
}

/** The sources the manifest is made of: each element's class and the file that names its tag. */
export interface ElementSources {
  /** elements/MemberLoginPopup.ts and elements/define.ts (`TAG_NAME`). */
  readonly popup: string;
  readonly define: string;
  /** elements/MemberAccount.ts and elements/member-account.ts (`ACCOUNT_TAG_NAME`). */
  readonly account: string;
  readonly accountEntry: string;
}

/** The manifest of the package's two elements, one module each (the module a host imports to get it). */
export function customElementsManifest({ popup, define, account, accountEntry }: ElementSources): CustomElementsManifest {
  const [popupTag = ''] = groups(/export const TAG_NAME = '([a-z][\w-]*-[\w-]*)';/, define);
  const [accountTag = ''] = groups(/export const ACCOUNT_TAG_NAME = '([a-z][\w-]*-[\w-]*)';/, accountEntry);
  const module = (path: string, element: ManifestElement) => {
    const declaration = { name: element.name, module: path };
    return {
      kind: 'javascript-module' as const,
      path,
      declarations: [element],
      exports: [
        { kind: 'js' as const, name: element.name, declaration },
        { kind: 'custom-element-definition' as const, name: element.tagName, declaration },
      ],
    };
  };
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: [
      module(MODULE_PATH, elementDeclaration(popup, 'MemberLoginPopup', popupTag)),
      module(ACCOUNT_MODULE_PATH, elementDeclaration(account, 'MemberAccount', accountTag)),
    ],
  };
}

/** The declaration of `tagName` in a manifest (default: the popup's, the first). */
export function elementOf(manifest: CustomElementsManifest, tagName?: string): ManifestElement {
  const element = manifest.modules.flatMap((module) => module.declarations).find((declaration) => tagName === undefined || declaration.tagName === tagName);
  if (!element) throw new Error(`the manifest declares no element ${tagName ?? ''}`);
  return element;
}

/** Reads the sources of the manifest from the repository at `root`. */
export function elementSources(read: (file: string) => string): ElementSources {
  return {
    popup: read('elements/MemberLoginPopup.ts'),
    define: read('elements/define.ts'),
    account: read('elements/MemberAccount.ts'),
    accountEntry: read('elements/member-account.ts'),
  };
}

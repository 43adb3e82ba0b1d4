/**
 * scripts/checkTree.ts, which `npm run lint` runs: a path that leads out of the repository fails it
 * (a clone has nothing beside it), and so do a cycle of folders and an import across the kernel's bounds.
 * Each case is a scratch tree.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { escapes, folderCycles, kernelBounds, nodeOf, treeFiles } from '../../scripts/checkTree.ts';

const made: string[] = [];
/** `n` steps up then `rest`, written so that this file's own strings do not climb for the check. */
const up = (n: number, rest: string) => `${Array.from({ length: n }, () => '..').join('/')}/${rest}`;
after(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true });
});

/** A git repository in a fresh folder with `files`, as the check sees a clone. */
function tree(files: Record<string, string>): { root: string; files: string[] } {
  const root = mkdtempSync(path.join(tmpdir(), 'check-tree-'));
  made.push(root);
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  execFileSync('git', ['init', '-q'], { cwd: root });
  return { root, files: treeFiles(root) };
}

describe('paths stay inside the repository', () => {
  it('an import of a folder beside the repository fails, with its file and line', () => {
    const { root, files } = tree({
      'test/a.test.ts': "import { x } from './b.ts';\nimport blns from '../../beside-the-repo/strings.json';\n",
      'test/b.ts': 'export const x = 1;\n',
    });
    assert.deepEqual(escapes(root, files), [{ file: 'test/a.test.ts', line: 2, message: "'../../beside-the-repo/strings.json' leads out of the repository" }]);
  });

  it('a dynamic import, a require, a file path and a tsconfig entry that climb out fail too', () => {
    const { root, files } = tree({
      'src/a.ts': `await import('${up(2, 'x.ts')}');\nrequire('${up(2, 'y.cjs')}');\nconst file = '${up(3, 'etc/data.txt')}';\n`,
      'tsconfig.json': '{ "include": ["src", "../shared"] }\n',
    });
    assert.deepEqual(
      escapes(root, files).map(({ file, line }) => `${file}:${line}`),
      ['src/a.ts:1', 'src/a.ts:2', 'src/a.ts:3', 'tsconfig.json:1'],
    );
  });

  it('paths that stay inside pass, however far they climb within it', () => {
    const { root, files } = tree({ 'a/b/c.ts': "import '../../d.ts';\nconst here = '../b/c.ts';\n", 'd.ts': '' });
    assert.deepEqual(escapes(root, files), []);
  });
});

describe('folders import one way', () => {
  /** The folder cycles of a scratch tree of `files`, as `file: message`. */
  const cyclesIn = (files: Record<string, string>) => {
    const made = tree(files);
    return folderCycles(made.root, made.files).map(({ file, message }) => `${file}: ${message}`);
  };
  const cases: readonly { name: string; files: Record<string, string>; cycles: readonly string[] }[] = [
    {
      name: 'two folders of src/ that import each other fail, naming both imports',
      files: {
        'src/config/preference.ts': "import { readCookie } from '../security/cookies.ts';\n",
        'src/security/cookies.ts': "import { DOMAINS } from '../config/domains.ts';\n",
        'src/config/domains.ts': 'export const DOMAINS = [];\n',
      },
      cycles: [
        'src/config/preference.ts: src/config imports src/security: a cycle of folders (src/config ⇄ src/security)',
        'src/security/cookies.ts: src/security imports src/config: a cycle of folders (src/config ⇄ src/security)',
      ],
    },
    {
      name: 'each sub-folder is a node of its own: two sub-folders of one folder that import each other fail',
      files: {
        'src/account/parts/AccountBody.tsx': "import { Dashboard } from '../pages/Dashboard.tsx';\n",
        'src/account/pages/Dashboard.tsx': "import { PageFrame } from '../parts/PageFrame.tsx';\n",
        'src/account/parts/PageFrame.tsx': '',
      },
      cycles: [
        'src/account/pages/Dashboard.tsx: src/account/pages imports src/account/parts: a cycle of folders (src/account/pages ⇄ src/account/parts)',
        'src/account/parts/AccountBody.tsx: src/account/parts imports src/account/pages: a cycle of folders (src/account/pages ⇄ src/account/parts)',
      ],
    },
    {
      name: "a folder's own files are its node: a shell that imports a sub-folder which imports the shell's hooks fails",
      files: {
        'src/popup/Popup.tsx': "import { PhoneCodeForm } from './ui/PhoneCodeForm.tsx';\n",
        'src/popup/ui/PhoneCodeForm.tsx': "import { useAction } from '../flowHooks.ts';\n",
        'src/popup/flowHooks.ts': '',
      },
      cycles: [
        'src/popup/Popup.tsx: src/popup imports src/popup/ui: a cycle of folders (src/popup ⇄ src/popup/ui)',
        'src/popup/ui/PhoneCodeForm.tsx: src/popup/ui imports src/popup: a cycle of folders (src/popup ⇄ src/popup/ui)',
      ],
    },
    {
      name: "a lazy unit asked for by its name is an import of the module tsconfig.json's paths give it",
      files: {
        'tsconfig.json': '{ "compilerOptions": { "paths": { "unit:verify": ["./src/popup/screens/Verify.tsx"] } } }\n',
        'src/popup/screens/Verify.tsx': "import { codeRules } from '../../flows/codeRules.ts';\n",
        'src/flows/verifyModule.ts': "export const verify = () => import('unit:verify');\n",
        'src/flows/codeRules.ts': '',
      },
      cycles: [
        'src/flows/verifyModule.ts: src/flows imports src/popup/screens: a cycle of folders (src/flows ⇄ src/popup/screens)',
        'src/popup/screens/Verify.tsx: src/popup/screens imports src/flows: a cycle of folders (src/flows ⇄ src/popup/screens)',
      ],
    },
    {
      name: "the shell's hooks in a sub-folder of their own pass",
      files: {
        'src/popup/Popup.tsx': "import { PhoneCodeForm } from './ui/PhoneCodeForm.tsx';\nimport { prefetchFlows } from './run/flowHooks.ts';\n",
        'src/popup/ui/PhoneCodeForm.tsx': "import { useAction } from '../run/flowHooks.ts';\n",
        'src/popup/run/flowHooks.ts': '',
      },
      cycles: [],
    },
    {
      name: 'a one-way chain passes',
      files: { 'src/popup/a.ts': "import '../state/b.ts';\n", 'src/state/b.ts': "import '../config/c.ts';\n", 'src/config/c.ts': '' },
      cycles: [],
    },
  ];
  for (const { name, files, cycles } of cases) it(name, () => assert.deepEqual(cyclesIn(files), cycles));

  it('a longer cycle through a sub-folder and elements/ fails too', () => {
    const cycles = cyclesIn({
      'src/popup/screens/Login.tsx': "import '../../state/atoms.ts';\n",
      'src/state/atoms.ts': "import '../../elements/define.ts';\n",
      'elements/define.ts': "import '../src/popup/screens/Login.tsx';\n",
    });
    assert.equal(cycles.length, 3);
  });

  it('nodes: the folder a file is in, elements/ and its sub-folders too; a file directly in src/ is its own', () => {
    assert.deepEqual(
      [
        'src/account/parts/Menu.tsx',
        'src/account/Account.tsx',
        'src/index.ts',
        'elements/define.ts',
        'elements/frameworks/react.ts',
        'service/app.ts',
        'service/routes/http.ts',
        'test/a.test.ts',
      ].map(nodeOf),
      ['src/account/parts', 'src/account', 'src/index.ts', 'elements', 'elements/frameworks', 'service', 'service/routes', undefined],
    );
  });
});

describe("the kernel's bounds", () => {
  it('a kernel file that imports outside src/kernel/, a type included, fails', () => {
    const { root, files } = tree({
      'src/kernel/rules/fieldRules.ts':
        "import type { MessageKey } from '../../i18n/catalogue.ts';\nimport { within } from './textLength.ts';\nimport { object } from 'superstruct';\n",
      'src/kernel/rules/textLength.ts': "import { REGIONS } from '../config/regions.ts';\n",
    });
    assert.deepEqual(
      kernelBounds(root, files).map(({ file, line, message }) => `${file}:${line}: ${message}`),
      ['src/kernel/rules/fieldRules.ts:1: the kernel imports src/i18n/catalogue.ts: it imports nothing outside src/kernel/'],
    );
  });

  it('the service imports src/ only through the kernel', () => {
    const { root, files } = tree({
      'service/routes/gateway.ts':
        "import { GATEWAY } from '../../src/kernel/contract/calls.ts';\nimport { MemberError } from '../../src/net/MemberError.ts';\nimport { send } from '../domain/sender.ts';\n",
      'test/service/harness.ts': "import { MemberError } from '../../src/net/MemberError.ts';\n",
    });
    assert.deepEqual(
      kernelBounds(root, files).map(({ file, line }) => `${file}:${line}`),
      ['service/routes/gateway.ts:2'],
    );
  });
});

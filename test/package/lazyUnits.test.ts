/**
 * build/lazy-units.mjs, the table of the lazy units the build lays its chunks out by: the build fails
 * when the code's `import()` targets and the table part ways, when the code fetches a unit by its
 * path rather than its name, or when tsconfig.json's `paths` name another module; each moment holds
 * its element's entry and the units of the moments before it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Metafile } from 'esbuild';
import { ACCOUNT_ENTRY, checkUnits, ENTRY, MOMENTS, momentEntries, typedUnits, UNITS } from '../../build/lazy-units.mjs';

const nameOf = new Map(Object.entries(UNITS).map(([name, { entry }]) => [entry, name]));

/** A metafile whose only imports are `import()`s of `targets`, each unit's by its name (`byPath`: these by their path). */
function fetching(targets: readonly string[], byPath: readonly string[] = []): Metafile {
  const original = (path: string) => (nameOf.has(path) && !byPath.includes(path) && !path.startsWith('node_modules/') ? `unit:${nameOf.get(path)}` : path);
  return {
    inputs: { 'src/some/module.ts': { bytes: 1, imports: targets.map((path) => ({ path, kind: 'dynamic-import', original: original(path) })) } },
    outputs: {},
  };
}

const everyUnit = Object.values(UNITS).map(({ entry }) => entry);

describe('the lazy units table', () => {
  it('passes a build that fetches every unit, and texts of every family', () => {
    checkUnits(fetching([...everyUnit, 'src/i18n/first/th.ts', 'src/i18n/later/laterVi.ts', 'src/i18n/account/id.ts']));
  });

  it('fails a build that fetches a module no row names, naming it', () => {
    assert.throws(
      () => checkUnits(fetching([...everyUnit, 'src/popup/screens/NewScreen.tsx'])),
      /src\/popup\/screens\/NewScreen\.tsx is fetched with import\(\) but is no unit/,
    );
  });

  it('fails a build where a row names a module nothing fetches, naming the row', () => {
    assert.throws(
      () => checkUnits(fetching(everyUnit.filter((entry) => entry !== UNITS.verify?.entry))),
      /the unit verify \(src\/popup\/screens\/Verify\.tsx\) is fetched by no import\(\)/,
    );
  });

  it('fails a build that fetches a unit of our code by its path, naming the name to ask for', () => {
    assert.throws(
      () => checkUnits(fetching(everyUnit, ['src/popup/screens/Verify.tsx'])),
      /src\/some\/module\.ts fetches the unit verify by its path: import\('unit:verify'\)/,
    );
  });

  it("gives each name the module tsconfig.json's paths give it, and fails where they part ways", () => {
    const typed = typedUnits();
    for (const [name, { entry }] of Object.entries(UNITS)) if (!entry.startsWith('node_modules/')) assert.equal(typed[name], entry, name);
    assert.throws(
      () => checkUnits(fetching(everyUnit), { ...typed, verify: 'src/popup/screens/Other.tsx' }),
      /tsconfig\.json's paths give unit:verify as src\/popup\/screens\/Other\.tsx, the table as src\/popup\/screens\/Verify\.tsx/,
    );
  });

  it("builds each moment on the one before it, from its element's entry", () => {
    assert.deepEqual(momentEntries("the popup's page by its load event"), [ENTRY]);
    assert.deepEqual(momentEntries('a code login'), [
      ENTRY,
      'src/page/popup.ts',
      'src/popup/screens/laterParts.ts',
      'src/page/popupFlows.ts',
      'src/popup/screens/Verify.tsx',
    ]);
    assert.equal(momentEntries('account security')[0], ACCOUNT_ENTRY);
    // Every moment names units of the table (an unknown one throws, naming it).
    for (const { name } of MOMENTS) assert.ok(momentEntries(name).length > 0, name);
  });
});

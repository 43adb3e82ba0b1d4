/**
 * build/lazy-units.mjs, the table of the lazy units the build lays its chunks out by: the build fails
 * when the code's `import()` targets and the table part ways, and each moment holds its element's
 * entry and the units of the moments before it.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Metafile } from 'esbuild';
import { ACCOUNT_ENTRY, checkUnits, ENTRY, MOMENTS, momentEntries, UNITS } from '../../build/lazy-units.mjs';

/** A metafile whose only imports are `import()`s of `targets`. */
function fetching(targets: readonly string[]): Metafile {
  return {
    inputs: { 'src/some/module.ts': { bytes: 1, imports: targets.map((path) => ({ path, kind: 'dynamic-import', original: path })) } },
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

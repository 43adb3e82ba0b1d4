import type { Metafile } from 'esbuild';

export declare const ENTRY: string;
export declare const ACCOUNT_ENTRY: string;

/** A module the element's code fetches with `import()`. */
export interface LazyUnit {
  /** The module `import()` fetches (a source path). */
  readonly entry: string;
  /** What comes with it. */
  readonly holds: string;
  /** When a page fetches it. */
  readonly fetched: string;
}

export declare const UNITS: Readonly<Record<string, LazyUnit>>;
export declare const TEXTS: Readonly<Record<string, { readonly pattern: RegExp; readonly holds: string; readonly fetched: string }>>;

/** A moment a page's downloads are laid out for: after an earlier moment, or from an element's entry. */
export interface Moment {
  readonly name: string;
  readonly start?: string;
  readonly after?: string;
  readonly units: readonly string[];
  readonly weight: number;
  readonly kept?: boolean;
}

export declare const MOMENTS: readonly Moment[];
/** The source entries a page has fetched by the moment `name`: its element's entry first, then each unit's, once. */
export declare function momentEntries(name: string): string[];
/** The entries of the units the moment `name` adds to the one before it. */
export declare function ownEntries(name: string): string[];
/** How the code names a unit in `import()`: `unit:` and the row's name. */
export declare const UNIT_PREFIX: string;
/** tsconfig.json's `paths` of the unit names in `root` (the repository's by default): each name (without `unit:`) → its module; none without a tsconfig.json. */
export declare function typedUnits(root?: string): Record<string, string>;
/**
 * Fails when the code's `import()` targets and the table part ways (a target no row names, a row
 * nothing fetches, a unit of our code fetched by its path), or when `typed` (tsconfig.json's
 * `paths`) gives a name another module than the table.
 */
export declare function checkUnits(metafile: Metafile, typed?: Readonly<Record<string, string>>): void;

/**
 * Where the popup's code requests come from (spec section 7: pageSource, innerPageSource, bizScene,
 * platform, loginType, shortUa, deliveryType). The contract's request schemas check them (an
 * unknown screen, journey, platform or a malformed bizScene is `PL-PARAM-INVALID`); this log keeps
 * the newest ones, in memory, for the operator (`/__dev/scenes` in development).
 */
export const SCENE_FIELDS = ['pageSource', 'innerPageSource', 'bizScene', 'platform', 'loginType', 'shortUa', 'deliveryType'] as const;
export type SceneField = (typeof SCENE_FIELDS)[number];

export interface SceneRecord {
  readonly api: string;
  readonly at: number;
  readonly fields: Readonly<Partial<Record<SceneField, string>>>;
}

export class SceneLog {
  readonly #records: SceneRecord[] = [];

  constructor(private readonly max = 200) {}

  /** Keeps the scene fields of `request` to `api`, if it carries any. */
  record(api: string, request: unknown, at: number): void {
    if (typeof request !== 'object' || request === null) return;
    const fields: Partial<Record<SceneField, string>> = {};
    for (const name of SCENE_FIELDS) {
      const value = (request as Record<string, unknown>)[name];
      if (typeof value === 'string') fields[name] = value;
    }
    if (Object.keys(fields).length === 0) return;
    this.#records.unshift({ api, at, fields });
    this.#records.length = Math.min(this.#records.length, this.max);
  }

  /** Newest first; only `api`'s when given. */
  list(api?: string): readonly SceneRecord[] {
    return api ? this.#records.filter((record) => record.api === api) : [...this.#records];
  }
}

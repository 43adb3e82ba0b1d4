/**
 * Where the popup's code requests come from (spec section 7: pageSource, innerPageSource, bizScene,
 * platform, loginType, shortUa, deliveryType). The contract's request schemas check the ones a
 * call declares (an unknown screen, journey, platform or a malformed bizScene is
 * `PL-PARAM-INVALID`); a field a call does not declare passes unchecked and is not kept. This log
 * keeps the newest ones, in memory, for the operator (`/__dev/scenes` in development).
 */
import type { Struct } from 'superstruct';

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

  /** Keeps the scene fields of `request` to `api` that its checked `schema` declares, if it carries any. */
  record(api: string, request: unknown, schema: Struct<unknown, unknown>, at: number): void {
    if (typeof request !== 'object' || request === null) return;
    const declared = typeof schema.schema === 'object' && schema.schema !== null ? schema.schema : {};
    const fields: Partial<Record<SceneField, string>> = {};
    for (const name of SCENE_FIELDS) {
      const value = (request as Record<string, unknown>)[name];
      if (name in declared && typeof value === 'string') fields[name] = value;
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

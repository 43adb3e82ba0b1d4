/** Everything the routes need, made once by `createApp`. */
import type { ServiceConfig } from './domain/config.ts';
import type { KeyPair } from './domain/keys.ts';
import type { Outbox } from './domain/outbox.ts';
import type { SwitchState } from './domain/switches.ts';
import type { Storage } from './storage/Storage.ts';

export interface ServiceDeps {
  readonly storage: Storage;
  readonly config: ServiceConfig;
  readonly keys: KeyPair;
  readonly outbox: Outbox;
  readonly csrfSecret: string;
  readonly switches: SwitchState;
  /** How long a `timeout` switch holds a call. */
  readonly holdMs: number;
}

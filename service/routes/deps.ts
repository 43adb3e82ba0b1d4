/** Everything the routes need, made once by `createService`. */
import type { ServiceConfig } from '../domain/config.ts';
import type { BreachedPasswords } from '../domain/breachedPasswords.ts';
import type { PasswordPolicy } from '../../src/kernel/rules/passwordPolicy.ts';
import type { DeliveryQueue } from '../domain/deliveries.ts';
import type { KeyPair } from '../domain/keys.ts';
import type { Outbox } from '../domain/outbox.ts';
import type { PasswordHasher } from '../domain/passwords.ts';
import type { SceneLog } from '../domain/scenes.ts';
import type { SwitchState } from '../domain/switches.ts';
import type { Storage } from '../storage/Storage.ts';

export interface ServiceDeps {
  readonly storage: Storage;
  readonly config: ServiceConfig;
  readonly keys: KeyPair;
  /** The development outbox (`/__dev/outbox`); in development it is also the sender. */
  readonly outbox: Outbox;
  /** Where codes and notices go, after the answer. */
  readonly sender: DeliveryQueue;
  /** Password hashing, bounded (see PasswordHasher). */
  readonly hasher: PasswordHasher;
  /** The breached- and common-password check of new passwords and logins. */
  readonly breaches: BreachedPasswords;
  /** The password policy new passwords follow, capped to what the password key encrypts (announced to the element). */
  readonly passwordPolicy: PasswordPolicy;
  readonly csrfSecret: string;
  readonly switches: SwitchState;
  /** Where the code requests came from (pageSource, bizScene, …), newest first. */
  readonly scenes: SceneLog;
  /** How long a `timeout` switch holds a call. */
  readonly holdMs: number;
}

/**
 * What `npm start` needs on PostgreSQL (`DATABASE_URL` set): the shared store, and the secrets
 * every instance must agree on, so that a CSRF token or a password encrypted for one instance is
 * accepted by the next one behind the load balancer:
 * - the CSRF secret: `CSRF_SECRET` when set, otherwise made once and kept in the database;
 * - the password key pair: the PEM private key in the file `PASSWORD_PRIVATE_KEY_FILE` when set
 *   (the public key is derived from it), otherwise made once and kept in the database.
 */
import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { generateKeys, type KeyPair } from './domain/keys.ts';
import { randomId } from './domain/secrets.ts';
import { openPostgresStorage, type PostgresOptions, type PostgresStorage } from './storage/postgresStorage.ts';

export interface SharedSecrets {
  readonly keys: KeyPair;
  readonly csrfSecret: string;
}

export type SecretsEnv = Readonly<Partial<Record<'CSRF_SECRET' | 'PASSWORD_PRIVATE_KEY_FILE', string>>>;

function keysFromPrivatePem(privateKeyPem: string): KeyPair {
  const publicKeyPem = createPublicKey(privateKeyPem).export({ type: 'spki', format: 'pem' }).toString();
  return { publicKeyPem, privateKeyPem };
}

export async function sharedSecrets(storage: PostgresStorage, env: SecretsEnv): Promise<SharedSecrets> {
  const privateKeyPem = env.PASSWORD_PRIVATE_KEY_FILE
    ? readFileSync(env.PASSWORD_PRIVATE_KEY_FILE, 'utf8')
    : await storage.sharedValue('password-private-key', () => generateKeys().privateKeyPem);
  const csrfSecret = env.CSRF_SECRET || (await storage.sharedValue('csrf-secret', () => randomId(32)));
  return { keys: keysFromPrivatePem(privateKeyPem), csrfSecret };
}

export async function openPostgresDeployment(url: string, env: SecretsEnv, options?: PostgresOptions): Promise<SharedSecrets & { storage: PostgresStorage }> {
  const storage = await openPostgresStorage(url, options);
  return { storage, ...(await sharedSecrets(storage, env)) };
}

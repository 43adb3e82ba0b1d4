/**
 * The approximate place of a client address, as an approval page shows it (issue 32, guarantee 5):
 * from a MaxMind-format GeoIP database (`.mmdb`, GeoLite2 City or Country, or a commercial GeoIP2
 * one) at the path the operator configures (`MEMBER_GEOIP_DATABASE`), read with `mmdb-lib`. Without
 * one, or for an address it does not know, the place is unknown and the page shows the network
 * (the QR page's network of the address) instead.
 */
import { readFile } from 'node:fs/promises';
import type { ServiceConfig } from './config.ts';

/** The registry package that reads `.mmdb` files; needed only when a database is configured. */
const GEOIP_PACKAGE = 'mmdb-lib';

/** The part of a MaxMind record a place is made of (GeoIP2/GeoLite2 City and Country). */
interface GeoRecord {
  readonly city?: { readonly names?: Readonly<Record<string, string>> };
  readonly subdivisions?: readonly { readonly names?: Readonly<Record<string, string>> }[];
  readonly country?: { readonly names?: Readonly<Record<string, string>>; readonly iso_code?: string };
}
interface MmdbReader {
  get(address: string): GeoRecord | null;
}
interface MmdbModule {
  readonly Reader: new (database: Buffer) => MmdbReader;
}

/** One reader per database path, opened on first use (a file of tens of megabytes is read once). */
const readers = new Map<string, Promise<MmdbReader>>();

async function openReader(file: string): Promise<MmdbReader> {
  // A name, not a literal: the package is optional, installed only by operators who configure a database.
  const name: string = GEOIP_PACKAGE;
  const loaded = (await import(name).catch(() => {
    throw new Error(`MEMBER_GEOIP_DATABASE needs the package ${GEOIP_PACKAGE} (npm install ${GEOIP_PACKAGE}).`);
  })) as MmdbModule;
  return new loaded.Reader(await readFile(file));
}

/** The reader of the configured database; opening it at start makes a wrong path or a missing package an error then. */
export function geoipReader(file: string): Promise<MmdbReader> {
  let reader = readers.get(file);
  if (!reader) {
    reader = openReader(file);
    readers.set(file, reader);
  }
  return reader;
}

/** "Bangkok, Thailand" from a record (a city and its region named alike, once), in English; undefined when it names no country. */
export function placeName(record: GeoRecord | null): string | undefined {
  const country = record?.country?.names?.en ?? record?.country?.iso_code;
  if (!country) return undefined;
  const parts = [record?.city?.names?.en, record?.subdivisions?.[0]?.names?.en, country].filter((part): part is string => Boolean(part));
  return [...new Set(parts)].join(', ');
}

/** The approximate place of `address`, or undefined (no database, or an address it does not know). */
export async function placeOf(config: Pick<ServiceConfig, 'geoipDatabase'>, address: string): Promise<string | undefined> {
  if (!config.geoipDatabase) return undefined;
  try {
    return placeName((await geoipReader(config.geoipDatabase)).get(address));
  } catch {
    // Not an IP address (a test's client), or one the database's format cannot look up.
    return undefined;
  }
}

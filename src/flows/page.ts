/**
 * What journeys need of the page they run on, as a port: its address, leaving it, and its
 * storage. Flows never read `location` or storage themselves; the browser's page is
 * `page/browserPage.ts`, and a test may pass any other.
 */

/** The part of the Web Storage API the journeys use. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export interface Page {
  /** The page's address now. */
  url(): string;
  /** Leaves the page for `url` (already allow-listed by the caller). */
  assign(url: string): void;
  /** This tab's storage (the Google state). May throw when storage is off. */
  session(): KeyValueStorage;
  /** This device's storage (the trust token). May throw when storage is off. */
  local(): KeyValueStorage;
}

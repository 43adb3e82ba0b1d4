/** The types of `engines.mjs`, for the TypeScript that imports it (the end-to-end harness). */
export { chromiumPath } from './chromium-path.mjs';

export declare const ENGINES: readonly ['chromium', 'firefox', 'webkit'];
export declare function firefoxPath(): string | undefined;
export declare function webkitDriverPath(): string | undefined;
export declare function miniBrowserPath(): string | undefined;
export declare function xvfbPath(): string | undefined;
export declare function fcListPath(): string | undefined;
export declare function fontCovering(text: string): string | undefined;
export declare function requirements(engine: string): { what: string; found: string | undefined; debianPackage: string; variable?: string }[];
/** The engines chosen by $ENGINES (comma-separated), else all three; throws on an unknown name. */
export declare function selectedEngines(): string[];

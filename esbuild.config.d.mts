import type { BuildResult } from 'esbuild';

export declare const ENTRY: string;
export declare const API_ENTRY: string;
export declare const DEFINE_ENTRY: string;
export declare const OUTDIR: string;
export declare function buildElement(options?: { outdir?: string; minify?: boolean }): Promise<BuildResult<{ metafile: true }>>;

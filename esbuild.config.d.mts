import type { BuildOptions, BuildResult } from 'esbuild';

export declare const ENTRY: string;
export declare const ACCOUNT_ENTRY: string;
export declare const API_ENTRY: string;
export declare const DEFINE_ENTRY: string;
export declare const OUTDIR: string;
export declare function browserBuildOptions(options?: { minify?: boolean }): BuildOptions & { metafile: true };
export declare function buildMerged(options: BuildOptions & { metafile: true; outdir: string }, checks?: { units?: boolean }): Promise<BuildResult<{ metafile: true }>>;
export declare function buildElement(options?: { outdir?: string; minify?: boolean }): Promise<BuildResult<{ metafile: true }>>;

import type { Plugin } from 'esbuild';

/** The CSS `text` without comments, with runs of white space made one, and none around `{ } ; , >` or after a colon. */
export function minifyCss(text: string): string;
/** `source` with the text of every `/* css *\/` template minified; what is inside `${…}` untouched. */
export function minifyCssTemplates(source: string): string;
/** The esbuild plugin that minifies the popup's `/* css *\/` templates at build time. */
export function cssTemplatePlugin(): Plugin;

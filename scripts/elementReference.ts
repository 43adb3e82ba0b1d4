/**
 * The element reference of docs/element.md, made from `custom-elements.json`'s declaration of an
 * element: its attributes, methods, events, CSS parts and CSS custom properties, as lists that read
 * well in an editor and in a diff (lines of at most 100 characters). `npm run docs` writes it between
 * the page's markers; a package test fails when the page and the manifest disagree.
 */
import type { ManifestElement } from './customElementsManifest.ts';

const WIDTH = 100;

/** `text` wrapped at WIDTH, its first line after `first`, the others indented by `indent`. */
function wrap(first: string, text: string, indent = '  '): string {
  const lines: string[] = [];
  let line = first;
  // A code span is one word: it is never broken across lines.
  for (const word of text.match(/[^\s`]*`[^`]*`[^\s`]*|\S+/g) ?? []) {
    if (line.length + word.length + 1 > WIDTH && line.trim() !== first.trim()) {
      lines.push(line);
      line = `${indent}${word}`;
    } else {
      line = line.endsWith(' ') || line === indent ? `${line}${word}` : `${line} ${word}`;
    }
  }
  lines.push(line);
  return lines.join('\n');
}

const code = (text: string) => `\`${text}\``;

function section(title: string, items: readonly string[]): string {
  return items.length ? `#### ${title}\n\n${items.join('\n')}\n` : '';
}

/** The reference of `element`, in Markdown. */
export function elementReference(element: ManifestElement): string {
  const attributes = element.attributes.map((attribute) =>
    wrap(
      `- ${code(attribute.name)}:`,
      `${attribute.description} Type ${code(attribute.type.text)}${attribute.default === undefined ? '' : `, default ${code(attribute.default)}`}.`,
    ),
  );
  const methods = element.members.map((method) =>
    wrap(
      `- ${code(`${method.name}(${method.parameters.map((parameter) => `${parameter.name}${parameter.optional ? '?' : ''}: ${parameter.type.text}`).join(', ')})`)}:`,
      method.description,
    ),
  );
  const events = element.events.map((event) => wrap(`- ${code(event.name)} (${code(event.type.text)}):`, event.description));
  const parts = element.cssParts.map((part) => wrap(`- ${code(part.name)}:`, part.description));
  const properties = element.cssProperties.map((property) => wrap(`- ${code(property.name)}:`, `${property.description} Default ${code(property.default)}.`));
  return [
    `### ${code(`<${element.tagName}>`)}\n\n${wrap('', element.summary, '')}\n`,
    section('Attributes', attributes),
    section('Methods', methods),
    section('Events (all bubble and are composed)', events),
    section('CSS parts', parts),
    section('CSS custom properties', properties),
  ]
    .filter(Boolean)
    .join('\n');
}

/** The markers around one element's generated reference in docs/element.md. */
export function referenceMarkers(tagName: string): { readonly start: string; readonly end: string } {
  return { start: `<!-- reference ${tagName}: made by npm run docs from custom-elements.json -->`, end: `<!-- /reference ${tagName} -->` };
}

/** `page` with the reference of `element` put between its markers (which must be there). */
export function withReference(page: string, element: ManifestElement): string {
  const { start, end } = referenceMarkers(element.tagName);
  const from = page.indexOf(start);
  const to = page.indexOf(end);
  if (from < 0 || to < from) throw new Error(`docs/element.md has no markers for <${element.tagName}>`);
  return `${page.slice(0, from + start.length)}\n\n${elementReference(element)}\n${page.slice(to)}`;
}

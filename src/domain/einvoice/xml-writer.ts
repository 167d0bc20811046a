/**
 * A tiny XML writer: elements as nested arrays, text escaped, two-space indent and a fixed
 * attribute order, so the same invoice always gives byte-identical XML.
 */
export type XmlNode = [
  name: string,
  content: string | number | XmlNode[] | null | undefined,
  attributes?: Record<string, string>,
];

/** XML 1.0 forbids control characters other than tab, line feed and carriage return. */
function isAllowedChar(ch: string): boolean {
  const code = ch.charCodeAt(0);
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
}

export function escapeXml(text: string): string {
  return [...text]
    .filter(isAllowedChar)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function attributes(attrs: Record<string, string> | undefined): string {
  if (!attrs) return '';
  return Object.entries(attrs)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
}

function write(node: XmlNode, depth: number, out: string[]): void {
  const [name, content, attrs] = node;
  const pad = '  '.repeat(depth);
  const open = `${name}${attributes(attrs)}`;
  if (content === null || content === undefined || content === '') out.push(`${pad}<${open}/>`);
  else if (Array.isArray(content)) {
    if (content.length === 0) {
      out.push(`${pad}<${open}/>`);
      return;
    }
    out.push(`${pad}<${open}>`);
    for (const child of content) write(child, depth + 1, out);
    out.push(`${pad}</${name}>`);
  } else out.push(`${pad}<${open}>${escapeXml(String(content))}</${name}>`);
}

/** The document with its declaration, ending in a newline. */
export function renderXml(root: XmlNode): string {
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  write(root, 0, out);
  return `${out.join('\n')}\n`;
}

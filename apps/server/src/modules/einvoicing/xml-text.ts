/** Text and attribute values escaped for XML (names, addresses and reasons come from records). */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** An element with escaped text: `<name>text</name>`. */
export const el = (name: string, text: string, attributes = ''): string =>
  `<${name}${attributes}>${escapeXml(text)}</${name}>`;

import type { PageSection } from '../schemas/content.js';

/**
 * An informational page's sections as one plain text the content editor can write in any of the
 * three languages: a line starting with "## " opens a section with that heading, a line starting
 * with "- " is a bullet point, every other non-empty line is a paragraph. Text before the first
 * heading forms a section without a heading. The two functions are inverse for stored pages.
 */
export function sectionsToText(sections: readonly PageSection[]): string {
  return sections
    .map((section) =>
      [
        ...(section.heading ? [`## ${section.heading}`] : []),
        ...section.paragraphs,
        ...section.bullets.map((bullet) => `- ${bullet}`),
      ].join('\n\n'),
    )
    .join('\n\n');
}

export function textToSections(text: string): PageSection[] {
  const sections: PageSection[] = [];
  let current: PageSection | null = null;
  const open = (heading?: string) => {
    current = { ...(heading ? { heading } : {}), paragraphs: [], bullets: [] };
    sections.push(current);
    return current;
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('## ')) {
      const heading = line.slice(3).trim();
      open(heading || undefined);
      continue;
    }
    const section: PageSection = current ?? open();
    if (line.startsWith('- ')) {
      const bullet = line.slice(2).trim();
      if (bullet) section.bullets.push(bullet);
    } else if (section.bullets.length > 0) {
      // A paragraph after bullets keeps its place: it starts a new section without a heading.
      open().paragraphs.push(line);
    } else section.paragraphs.push(line);
  }
  return sections.filter((s) => s.heading || s.paragraphs.length > 0 || s.bullets.length > 0);
}

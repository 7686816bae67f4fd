import { describe, expect, it } from 'vitest';
import { sectionsToText, textToSections } from './page-text.js';

describe('page text', () => {
  const sections = [
    { paragraphs: ['Intro line.'], bullets: [] },
    { heading: 'Who we are', paragraphs: ['One.', 'Two.'], bullets: ['First', 'Second'] },
    { heading: 'Empty heading', paragraphs: [], bullets: [] },
  ];

  it('writes sections as text and reads them back unchanged', () => {
    const text = sectionsToText(sections);
    expect(text).toContain('## Who we are');
    expect(text).toContain('- Second');
    expect(textToSections(text)).toEqual(sections);
  });

  it('reads headings, bullets and paragraphs, ignoring blank lines and CRLF', () => {
    expect(textToSections('## عنوان\r\n\r\nفقرة\n- بند\n\n\n')).toEqual([
      { heading: 'عنوان', paragraphs: ['فقرة'], bullets: ['بند'] },
    ]);
  });

  it('keeps a paragraph written after bullets after them', () => {
    expect(textToSections('- a\nlater')).toEqual([
      { paragraphs: [], bullets: ['a'] },
      { paragraphs: ['later'], bullets: [] },
    ]);
  });

  it('answers no sections for blank text', () => {
    expect(textToSections(' \n \n')).toEqual([]);
  });
});

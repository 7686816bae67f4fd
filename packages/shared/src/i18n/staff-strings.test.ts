import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.join(import.meta.dirname, '../../../..');
const localesDir = path.join(import.meta.dirname, 'locales');
const backOffice = path.join(root, 'apps/web/src/staff');

/** Source files outside the back office: the public pages, the server, the shared rules. */
function sourcesOutsideBackOffice(): string[] {
  const texts: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (full === backOffice || full === localesDir || entry.name === 'node_modules') continue;
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && full !== import.meta.filename)
        texts.push(readFileSync(full, 'utf8'));
    }
  };
  for (const dir of ['apps/web/src', 'apps/server/src', 'packages/shared/src']) walk(path.join(root, dir));
  return texts;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// The back office reads its own words from sections of `staff` (`staff:<desk>.<key>`): the staff
// bundle alone loads that namespace. Any other namespace is public (or the server's), so each of
// its sections must be read somewhere outside apps/web/src/staff; a staff desk may still read
// those shared words (a ticket's category, a complaint's channel), but never own one there.
describe('staff strings', () => {
  it('has no desk-* namespaces: a desk is a section of staff', () => {
    expect(readdirSync(path.join(localesDir, 'en')).filter((f) => f.startsWith('desk-'))).toEqual([]);
  });

  const others = readdirSync(path.join(localesDir, 'en')).filter(
    (f) => f.endsWith('.json') && f !== 'staff.json',
  );
  const outside = sourcesOutsideBackOffice();

  it.each(others)('%s has no section only the back office reads', (file) => {
    const namespace = file.replace(/\.json$/, '');
    const catalog = JSON.parse(readFileSync(path.join(localesDir, 'en', file), 'utf8')) as Record<
      string,
      unknown
    >;
    // The files that read this namespace: by name (`'tickets'`, `tickets:`) or its server catalog;
    // `common`, the default, is read everywhere.
    const constant = `${namespace.toUpperCase().replace(/-/g, '_')}_MESSAGES`;
    const readers = outside
      .filter(
        (text) =>
          namespace === 'common' ||
          new RegExp(`['"\`]${escape(namespace)}['":]`).test(text) ||
          text.includes(constant),
      )
      .join('\n');
    // A section is read as `'section.key'`, `ns:section.key`, or (a plain text) `'section'`.
    const unread = Object.keys(catalog).filter(
      (section) => !new RegExp(`[\`'":]${escape(section)}[.\`'"]`).test(readers),
    );
    expect(unread).toEqual([]);
  });
});

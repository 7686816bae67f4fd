import { KindInput } from './kind-input';
import type { ContentForm } from './form-values';
import type { ContentKind } from './kinds/kind';

// Whole class names, so the stylesheet build finds them.
const GRID = { 2: 'grid gap-4 md:grid-cols-2', 3: 'grid gap-4 sm:grid-cols-3' };

/** The fields outside the language columns, in the kind's order, then its validity dates. */
export function ContentFields({ kind, form }: { kind: ContentKind; form: ContentForm }) {
  return (
    <div className={GRID[kind.layout ?? 2]}>
      {kind.fields.map((field) => (
        <KindInput key={field.name} field={field} form={form} />
      ))}
      {kind.validity && (
        <div className="grid grid-cols-2 gap-2">
          <KindInput field={{ input: 'date', name: 'validFrom', label: 'posts.validFrom' }} form={form} />
          <KindInput field={{ input: 'date', name: 'validUntil', label: 'posts.validUntil' }} form={form} />
        </div>
      )}
    </div>
  );
}

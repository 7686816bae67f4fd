import { useId, type ReactNode } from 'react';

/** One titled block of the application view (a region named by its heading). */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3 rounded bg-white p-4 shadow-sm">
      <h2 id={id} className="text-lg font-semibold text-brand-dark">
        {title}
      </h2>
      {children}
    </section>
  );
}

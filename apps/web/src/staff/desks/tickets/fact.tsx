import type { ReactNode } from 'react';

/** One fact of a ticket (a <dt>/<dd> pair); `dir` for data such as names and numbers. */
export function Fact({ label, children, dir }: { label: string; children: ReactNode; dir?: 'ltr' | 'auto' }) {
  return (
    <>
      <dt className="font-medium">{label}</dt>
      <dd>{dir ? <span dir={dir}>{children}</span> : children}</dd>
    </>
  );
}

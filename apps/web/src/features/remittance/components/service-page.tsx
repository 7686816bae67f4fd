import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/use-document-title';

/** The frame of each service screen: a heading, a short explanation, then the form or result. */
export function ServicePage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold text-brand md:text-3xl">{title}</h1>
      <p className="mt-2 mb-6 text-slate-700">{intro}</p>
      {children}
    </div>
  );
}

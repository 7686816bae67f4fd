import type { PageSection } from '@waha/shared';

/** The sections of an informational page as stored by the back office. */
export function PageSections({ sections }: { sections: PageSection[] }) {
  return (
    <div className="space-y-8">
      {sections.map((section, index) => (
        <section key={index} className="space-y-3">
          {section.heading && <h2 className="text-xl font-bold text-slate-900">{section.heading}</h2>}
          {section.paragraphs.map((paragraph, i) => (
            <p key={i} className="leading-relaxed text-slate-800">
              {paragraph}
            </p>
          ))}
          {section.bullets.length > 0 && (
            <ul className="list-disc space-y-2 ps-6 text-slate-800">
              {section.bullets.map((bullet, i) => (
                <li key={i}>{bullet}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

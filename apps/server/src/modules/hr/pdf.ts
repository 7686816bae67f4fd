import { HR_MESSAGES, riyadhDateTimeText, type HrApplicationDetail } from '@waha/shared';
import { renderPdf } from '../../lib/pdf/render.js';
import { sellerBlock } from '../../lib/pdf/labels.js';

interface Row {
  labelAr: string;
  labelEn: string;
  value: string;
}
interface Section {
  titleAr: string;
  titleEn: string;
  rows: Row[];
}

/** A field's printed label in Arabic and English from the `hr` catalog; the key itself when unknown. */
const label = (key: string) => ({
  ar: HR_MESSAGES.ar[`fields.${key}`] ?? key,
  en: HR_MESSAGES.en[`fields.${key}`] ?? key,
});
const both = (key: string) => ({ ar: HR_MESSAGES.ar[key] ?? key, en: HR_MESSAGES.en[key] ?? key });

const scalar = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  return String(value);
};

function rowsOf(value: Record<string, unknown>, suffix = ''): Row[] {
  return Object.entries(value)
    .filter(([, v]) => typeof v !== 'object' || v === null)
    .map(([key, v]) => {
      const l = label(key);
      return { labelAr: l.ar + suffix, labelEn: l.en + suffix, value: scalar(v) };
    });
}

/**
 * The answers as printable sections: the plain answers together, then one section per group
 * (an object) or per repeatable list (dependants, previous jobs...), each row of a list numbered.
 */
export function sectionsOf(
  answers: Record<string, unknown>,
  extra: Record<string, unknown> | null,
): Section[] {
  const general = both('pdf.answers');
  const sections: Section[] = [{ titleAr: general.ar, titleEn: general.en, rows: rowsOf(answers) }];
  for (const [key, value] of Object.entries({ ...answers, ...(extra ? { sensitive: extra } : {}) })) {
    if (typeof value !== 'object' || value === null) continue;
    const title = label(key);
    const rows = Array.isArray(value)
      ? value.flatMap((item, i) =>
          typeof item === 'object' && item !== null
            ? rowsOf(item as Record<string, unknown>, ` (${i + 1})`)
            : [{ labelAr: `${title.ar} (${i + 1})`, labelEn: `${title.en} (${i + 1})`, value: scalar(item) }],
        )
      : rowsOf(value as Record<string, unknown>);
    if (rows.length > 0) sections.push({ titleAr: title.ar, titleEn: title.en, rows });
  }
  return sections.filter((section) => section.rows.length > 0);
}

/** The printable application (Typst, Arabic right to left); applicant data only through inputs JSON. */
export function applicationPdf(detail: HrApplicationDetail): Buffer {
  const program = both(`program.${detail.program}`);
  const status = both(`status.${detail.status}`);
  return renderPdf('job-application', {
    ...sellerBlock(),
    reference: detail.reference,
    fullName: detail.fullName,
    programAr: program.ar,
    programEn: program.en,
    position: detail.position,
    statusAr: status.ar,
    statusEn: status.en,
    receivedAt: riyadhDateTimeText(detail.createdAt),
    nationalId: detail.nationalId || '—',
    phone: detail.phone || '—',
    email: detail.email || '—',
    sections: sectionsOf(detail.answers ?? {}, detail.sensitive),
  });
}

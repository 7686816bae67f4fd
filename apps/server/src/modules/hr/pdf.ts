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

/** A stored value as printed: a choice (yes, married, bachelor...) in Arabic and English. */
const scalar = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? '✓' : '✗';
  const text = String(value);
  const ar = HR_MESSAGES.ar[`values.${text}`];
  return ar ? `${ar} – ${HR_MESSAGES.en[`values.${text}`]}` : text;
};

/** Rows of a group, nested groups and lists flattened: "Arabic – Reading", "Name (2)". */
function rowsOf(value: unknown, prefix: { ar: string; en: string } | null): Row[] {
  const join = (l: { ar: string; en: string }) =>
    prefix ? { ar: `${prefix.ar} – ${l.ar}`, en: `${prefix.en} – ${l.en}` } : l;
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => {
      const n = { ar: `${prefix?.ar ?? ''} (${i + 1})`.trim(), en: `${prefix?.en ?? ''} (${i + 1})`.trim() };
      return rowsOf(item, n);
    });
  }
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, v]) => rowsOf(v, join(label(key))));
  }
  return [{ labelAr: prefix?.ar ?? '', labelEn: prefix?.en ?? '', value: scalar(value) }];
}

/**
 * The answers as printable sections: the plain answers together, then one section per group
 * (personal information, contact...) or repeatable list (dependants, previous jobs...).
 */
export function sectionsOf(
  answers: Record<string, unknown>,
  extra: Record<string, unknown> | null,
): Section[] {
  const general = both('pdf.answers');
  const plain = Object.fromEntries(
    Object.entries(answers).filter(([, v]) => typeof v !== 'object' || v === null),
  );
  const sections: Section[] = [{ titleAr: general.ar, titleEn: general.en, rows: rowsOf(plain, null) }];
  for (const [key, value] of Object.entries({ ...answers, ...(extra ? { sensitive: extra } : {}) })) {
    if (typeof value !== 'object' || value === null) continue;
    const title = label(key);
    const rows = Array.isArray(value)
      ? value.flatMap((item, i) =>
          rowsOf(item, { ar: `${title.ar} (${i + 1})`, en: `${title.en} (${i + 1})` }),
        )
      : rowsOf(value, null);
    sections.push({ titleAr: title.ar, titleEn: title.en, rows });
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

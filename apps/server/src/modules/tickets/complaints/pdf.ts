import {
  COMPLAINTS_MESSAGES,
  interpolate,
  riyadhDateTimeText,
  TICKET_TARGET_DAYS,
  TICKETS_MESSAGES,
  type ComplaintReport,
  type StaffTicket,
} from '@waha/shared';
import { renderPdf } from '../../../lib/pdf/render.js';
import { sellerBlock } from '../../../lib/pdf/labels.js';

interface Row {
  labelAr: string;
  labelEn: string;
  value: string;
}

/** A `complaints` key in Arabic and English; the documents are bilingual whatever the screen's language. */
const both = (key: string, vars: Record<string, string> = {}) => ({
  ar: interpolate(COMPLAINTS_MESSAGES.ar[key] ?? key, vars),
  en: interpolate(COMPLAINTS_MESSAGES.en[key] ?? key, vars),
});
/** A request type or category as the support desk names it. */
const ticketWord = (key: string) => ({
  ar: TICKETS_MESSAGES.ar[key] ?? key,
  en: TICKETS_MESSAGES.en[key] ?? key,
});
const row = (label: { ar: string; en: string }, value: string | number | null): Row => ({
  labelAr: label.ar,
  labelEn: label.en,
  value: value === null ? '—' : String(value),
});
const section = (key: string, rows: Row[]) => {
  const title = both(key);
  return {
    titleAr: title.ar,
    titleEn: title.en,
    rows: rows.length ? rows : [row(both('report.none'), null)],
  };
};
const percent = (value: number | null) => (value === null ? null : `${Math.round(value * 1000) / 10}%`);
const score = (s: { count: number; average: number | null }) =>
  s.average === null ? `— (0)` : `${s.average.toFixed(2)} (${s.count})`;

/** SAMA's complaint report as a PDF (Typst, Arabic right to left beside English). */
export function complaintReportPdf(report: ComplaintReport): Buffer {
  const title = both('pdf.reportTitle');
  const period = both('report.period');
  return renderPdf('complaint-report', {
    ...sellerBlock(),
    titleAr: title.ar,
    titleEn: title.en,
    periodAr: period.ar,
    periodEn: period.en,
    from: report.from,
    to: report.to,
    sections: [
      section('report.received', [
        row(both('report.received'), report.received),
        row(both('report.solved'), report.solved),
        row(both('report.withinTarget', { days: String(TICKET_TARGET_DAYS) }), report.solvedWithinTarget),
        row(both('report.share'), percent(report.withinTargetShare)),
        row(both('report.median'), report.medianHoursToSolve),
        row(both('report.p90'), report.p90HoursToSolve),
        row(both('report.escalated'), report.escalated),
      ]),
      section(
        'report.byType',
        report.byType.map((t) => {
          const type = ticketWord(`support.requestTypes.${t.requestType}`);
          const category = ticketWord(`support.categories.${t.category}`);
          return row({ ar: `${type.ar} – ${category.ar}`, en: `${type.en} – ${category.en}` }, t.count);
        }),
      ),
      section(
        'report.byChannel',
        report.byChannel.map((c) => row(both(`channels.${c.channel}`), c.count)),
      ),
      section(
        'report.remedies',
        report.remedies.map((r) => row(both(`remedies.${r.remedy}`), r.count)),
      ),
      section('report.satisfaction', [row(both('report.average'), score(report.satisfaction))]),
      section(
        'report.byAgent',
        report.byAgent.map((a) =>
          row(a.name ? { ar: a.name, en: a.name } : both('report.unassigned'), score(a)),
        ),
      ),
      section(
        'report.byBranch',
        report.byBranch.map((b) => row(b.name ?? both('report.noBranch'), score(b))),
      ),
      section(
        'report.byMonth',
        report.byMonth.map((m) => row({ ar: m.month, en: m.month }, `${m.received} · ${score(m)}`)),
      ),
    ],
  });
}

/**
 * SAMA's unified response for one ticket: the references, the customer, when it was received and
 * answered, what the customer said, the answer, the remedy and the officer who gave it.
 */
export function unifiedResponsePdf(ticket: StaffTicket, officer: string | null): Buffer {
  const title = both('pdf.responseTitle');
  const answer = ticket.resolution ?? ticket.response;
  const answeredAt = [...ticket.events].reverse().find((e) => e.action === 'resolve' || e.action === 'solve');
  const remedy = ticket.remedy ? both(`remedies.${ticket.remedy}`) : null;
  return renderPdf('complaint-response', {
    ...sellerBlock(),
    reference: ticket.id,
    titleAr: title.ar,
    titleEn: title.en,
    rows: [
      row(both('pdf.reference'), ticket.id),
      row(both('samacaresReference'), ticket.samacaresReference),
      row(
        both('channel'),
        `${both(`channels.${ticket.channel}`).ar} – ${both(`channels.${ticket.channel}`).en}`,
      ),
      row(both('pdf.customer'), ticket.name),
      row(both('pdf.nationalId'), ticket.nationalId),
      row(both('pdf.receivedAt'), riyadhDateTimeText(ticket.createdAt)),
      row(both('pdf.answeredAt'), answeredAt ? riyadhDateTimeText(answeredAt.createdAt) : null),
      row(both('remedy'), remedy ? `${remedy.ar} – ${remedy.en}` : null),
      row(both('pdf.officer'), officer),
    ],
    blocks: [
      { ...blockTitle('pdf.summary'), text: ticket.description },
      { ...blockTitle('pdf.response'), text: answer ?? '—' },
    ],
  });
}

const blockTitle = (key: string) => {
  const title = both(key);
  return { titleAr: title.ar, titleEn: title.en };
};

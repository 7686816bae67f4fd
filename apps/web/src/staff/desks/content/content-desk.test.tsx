import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initStaffI18n } from '../../../test/staff-i18n';
import { ContentDesk } from './content-desk';
import { bannerKind, faqKind, offerKind, partnerKind, postKind } from './kinds';
import { fakeContentApi, labelled, renderWithQueries } from './test/fake-content-api';
import { SAMPLE_ROWS } from './test/sample-rows';

const LANGS = ['Arabic', 'English', 'Urdu'];

/**
 * What each desk showed before the five copies became one (English labels): the list's headings,
 * the fields written in three languages, and every other input of the editor.
 */
const CASES = [
  {
    kind: faqKind,
    row: SAMPLE_ROWS.faq,
    newLabel: 'New question',
    headings: ['Question', 'Category', 'Order', 'Actions'],
    languageFields: ['Question', 'Answer'],
    fields: ['Category', 'Order'],
  },
  {
    kind: offerKind,
    row: SAMPLE_ROWS.offers,
    newLabel: 'New offer',
    headings: ['Title', 'Market', 'Order', 'Actions'],
    languageFields: ['Title', 'Text'],
    fields: ['Market', 'Last day shown', 'Order'],
  },
  {
    kind: bannerKind,
    row: SAMPLE_ROWS.banners,
    newLabel: 'New banner',
    headings: ['Title', 'Order', 'Status', 'Actions'],
    languageFields: ['Title', 'Image description'],
    fields: [
      'Desktop image address',
      'Upload the desktop image (JPEG, PNG or WebP, up to 2 MB)',
      'Mobile image address',
      'Upload the mobile image (JPEG, PNG or WebP, up to 2 MB)',
      'Link (a page such as /rates, or https://…)',
      'Open the link in a new tab',
      'Order',
      'Shown from',
      'Shown until',
    ],
  },
  {
    kind: postKind,
    row: SAMPLE_ROWS.posts,
    newLabel: 'New post',
    headings: ['Title', 'Publication date', 'Status', 'Actions'],
    languageFields: ['Title', 'Text'],
    fields: [
      'Image or video address',
      'Upload an image (JPEG, PNG or WebP, up to 2 MB)',
      'Publication date',
      'Shown from',
      'Shown until',
    ],
  },
  {
    kind: partnerKind,
    row: SAMPLE_ROWS.partners,
    newLabel: 'New partner',
    headings: ['Name', 'Order', 'Status', 'Actions'],
    languageFields: [],
    fields: [
      'Name',
      'Link (a page such as /rates, or https://…)',
      'Logo address',
      'Upload the logo (JPEG, PNG or WebP, up to 2 MB)',
      'Display width (230 to 350 pixels)',
      'Order',
    ],
  },
];

beforeEach(() => initStaffI18n('en'));
afterEach(() => vi.unstubAllGlobals());

describe('ContentDesk', () => {
  it.each(CASES)('$kind.area: the list and the editor follow the definition', async (c) => {
    fakeContentApi([c.row]);
    renderWithQueries(<ContentDesk kind={c.kind} />);
    const table = await screen.findByRole('table');
    await within(table).findByRole('button', { name: c.newLabel.replace(/^New/, 'Edit') });
    const headings = within(table).getAllByRole('columnheader');
    // Sortable headings carry an arrow after their label.
    expect(headings.map((h) => h.textContent?.replace(/[↕↑↓]/g, '').trim())).toEqual(c.headings);
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: c.newLabel }));
    const form = screen.getByRole('form', { name: c.newLabel });
    for (const [i, lang] of LANGS.entries()) {
      for (const field of c.languageFields) {
        const input = within(form).getByRole('textbox', { name: `${field} (${lang})` });
        expect(input.closest('fieldset')).toHaveAttribute('dir', i === 1 ? 'ltr' : 'rtl');
      }
    }
    for (const field of c.fields) expect(within(form).getByLabelText(labelled(field))).toBeInTheDocument();
    const inputs = form.querySelectorAll('input, select, textarea');
    expect(inputs).toHaveLength(c.languageFields.length * 3 + c.fields.length);
  });

  it('shows a language field in the staff language and a select by its label', async () => {
    await initStaffI18n('ar');
    fakeContentApi([SAMPLE_ROWS.offers]);
    renderWithQueries(<ContentDesk kind={offerKind} />);
    const row = (await screen.findByText('Egypt week ar')).closest('tr')!;
    expect(within(row).getByText('مصر')).toBeInTheDocument();
  });

  it("starts a new post on today's date in Riyadh and fills an upload-less image from the record", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-31T22:30:00Z')); // already 1 June in Riyadh
    fakeContentApi([SAMPLE_ROWS.posts]);
    renderWithQueries(<ContentDesk kind={postKind} />);
    await userEvent.click(await screen.findByRole('button', { name: 'New post' }));
    expect(screen.getByLabelText(labelled('Publication date'))).toHaveValue('2026-06-01');
    vi.useRealTimers();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit post' }));
    expect(screen.getByLabelText(labelled('Image or video address'))).toHaveValue(SAMPLE_ROWS.posts.img);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { initStaffI18n } from '../../../test/staff-i18n';
import { BannersDesk, FaqDesk, OffersDesk, PartnersDesk } from '.';
import { fakeContentApi, labelled, renderWithQueries, validationFailed } from './test/fake-content-api';
import { SAMPLE_ROWS } from './test/sample-rows';

beforeEach(() => initStaffI18n('en'));
afterEach(() => vi.unstubAllGlobals());

const LANGS = ['Arabic', 'English', 'Urdu'];
async function fillInThreeLanguages(form: HTMLElement, fields: Record<string, string>) {
  for (const lang of LANGS) {
    for (const [field, text] of Object.entries(fields)) {
      const input = within(form).getByRole('textbox', { name: `${field} (${lang})` });
      await userEvent.clear(input);
      await userEvent.type(input, `${text} ${lang}`);
    }
  }
}

describe('the generic content editor', () => {
  it('posts a new FAQ entry as the shared schema gives it (order as a number) and closes', async () => {
    const api = fakeContentApi([SAMPLE_ROWS.faq]);
    renderWithQueries(<FaqDesk />);
    await userEvent.click(await screen.findByRole('button', { name: 'New question' }));
    const form = screen.getByRole('form', { name: 'New question' });
    await fillInThreeLanguages(form, { Question: 'How long?', Answer: 'A day.' });
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'The app');
    await userEvent.clear(within(form).getByLabelText('Order'));
    await userEvent.type(within(form).getByLabelText('Order'), '5');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(api.writes()).toEqual([
      {
        method: 'POST',
        path: '/api/staff/content/faqs',
        body: {
          category: 'app',
          sortOrder: 5,
          question_ar: 'How long? Arabic',
          question_en: 'How long? English',
          question_ur: 'How long? Urdu',
          answer_ar: 'A day. Arabic',
          answer_en: 'A day. English',
          answer_ur: 'A day. Urdu',
        },
      },
    ]);
    expect(api.reads().length).toBeGreaterThan(1); // the list was asked again
  });

  it("puts an offer's edit to its own address, with the record's values and an empty day as null", async () => {
    const api = fakeContentApi([SAMPLE_ROWS.offers]);
    renderWithQueries(<OffersDesk />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit offer' }));
    const form = screen.getByRole('form', { name: 'Edit offer' });
    expect(within(form).getByLabelText('Market')).toHaveValue('egypt');
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Title (English)' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title (English)' }), 'Egypt month');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    const { id: _id, ...stored } = SAMPLE_ROWS.offers;
    expect(api.writes()[0]).toEqual({
      method: 'PUT',
      path: '/api/staff/content/offers/7',
      body: { ...stored, title_en: 'Egypt month' },
    });
  });

  it("sends a partner's width as a number and refuses one out of range before sending", async () => {
    const api = fakeContentApi([SAMPLE_ROWS.partners]);
    renderWithQueries(<PartnersDesk />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit partner' }));
    const form = screen.getByRole('form', { name: 'Edit partner' });
    const width = within(form).getByLabelText('Display width (230 to 350 pixels)');
    await userEvent.clear(width);
    await userEvent.type(width, '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(width).toHaveAccessibleDescription('Enter a width between 230 and 350 pixels.'),
    );
    expect(api.writes()).toEqual([]);
    await userEvent.clear(width);
    await userEvent.type(width, '300');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]!.body).toMatchObject({ width: 300, sortOrder: 1, linkUrl: null });
  });

  it("shows the server's field messages from a 400 next to their fields and keeps the form open", async () => {
    const api = fakeContentApi([SAMPLE_ROWS.faq]);
    api.answerWrites(() => validationFailed({ question_ur: ['This question is already asked.'] }));
    renderWithQueries(<FaqDesk />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit question' }));
    const form = screen.getByRole('form', { name: 'Edit question' });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const urdu = within(form).getByRole('textbox', { name: 'Question (Urdu)' });
    await waitFor(() => expect(urdu).toHaveAttribute('aria-invalid', 'true'));
    expect(urdu).toHaveAccessibleDescription('This question is already asked.');
    expect(within(form).getByRole('textbox', { name: 'Question (Arabic)' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    expect(api.writes()).toHaveLength(1);
  });

  it('publishes and removes a row at its own address', async () => {
    const api = fakeContentApi([SAMPLE_ROWS.banners]);
    renderWithQueries(<BannersDesk />);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.writes()).toHaveLength(2));
    expect(api.writes()).toEqual([
      { method: 'POST', path: '/api/staff/content/banners/3/publish', body: { published: true } },
      { method: 'DELETE', path: '/api/staff/content/banners/3' },
    ]);
  });

  it('previews a banner in three languages, each in its own direction, image described', async () => {
    fakeContentApi([SAMPLE_ROWS.banners]);
    renderWithQueries(<BannersDesk />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit banner' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Preview' });
    const articles = within(preview).getAllByRole('article');
    expect(articles.map((a) => a.getAttribute('dir'))).toEqual(['rtl', 'ltr', 'rtl']);
    expect(within(articles[2]!).getByRole('img')).toHaveAccessibleName('Rates alt ur');
    expect(within(articles[1]!).getByRole('heading')).toHaveTextContent('Rates en');
    expect(screen.getByLabelText(labelled('Open the link in a new tab'))).not.toBeChecked();
  });
});

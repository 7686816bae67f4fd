import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerClient, makeFormsCustomer } from '../../test/customer-client.js';
import { EXE_BYTES, multipartBody, PDF_BYTES } from '../../test/multipart-form.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let me: Awaited<ReturnType<typeof makeFormsCustomer>>;
let someoneElse: Awaited<ReturnType<typeof makeFormsCustomer>>;
let KYC: string;
beforeAll(async () => {
  t = await createTestApp();
  me = await makeFormsCustomer(t.app.db);
  someoneElse = await makeFormsCustomer(t.app.db);
  KYC = `/api/forms/kyc-update/${me.ids.demoKyc0008}`;
});
const id = (demo: string) => me.ids[demo]!;
const loginAs = async (who = me) => {
  const client = customerClient(t.app);
  await client.login(who.nationalId, who.phone);
  return client;
};
afterAll(async () => t.close());

const kycAnswers = (extra: object = {}) =>
  JSON.stringify({
    occupation: 'Engineer',
    monthlyIncome: '١٢٠٠٠٫٥',
    idExpiry: '2030-05-01',
    purpose: 'family',
    confirm: true,
    ...extra,
  });
const storedFiles = () => {
  try {
    return readdirSync(t.config.storageDir).filter((name) => name.startsWith('form-'));
  } catch {
    return [];
  }
};

async function submit(
  client: ReturnType<typeof customerClient>,
  url: string,
  answers: string,
  files = [pdf()],
) {
  const body = multipartBody({ answers }, files);
  return client.post(url, { 'content-type': body.contentType }, body.payload);
}
function pdf(bytes = PDF_BYTES, filename = 'id.pdf') {
  return { field: 'idCopy', filename, type: 'application/pdf', bytes };
}

describe('the forms of a logged-in customer', () => {
  it('needs a session for every call', async () => {
    const client = customerClient(t.app);
    for (const url of ['/api/forms', '/api/forms/history', KYC, `/api/forms/history/${id('demoApp0008')}`]) {
      expect((await client.get(url)).statusCode).toBe(401);
    }
  });

  it('lists the forms to fill and the history, with every status and the rejection reason', async () => {
    const client = await loginAs();
    const list = (await client.get('/api/forms')).json();
    expect(list.forms.map((f: { clientFormId: string }) => f.clientFormId).sort()).toEqual([
      id('demoKyc0008'),
      id('demoSof0008'),
    ]);
    const history = (await client.get('/api/forms/history')).json();
    expect(history.items.map((i: { status: string }) => i.status)).toEqual([
      'submitted',
      'under_review',
      'approved',
      'rejected',
    ]);
    expect(history.items[3].rejectionReason).toMatch(/not readable/);
    expect(history.items[0].rejectionReason).toBeNull();
  });

  it('shows a form with its fields and the transfer it is about', async () => {
    const client = await loginAs();
    const form = (await client.get(`/api/forms/source-of-funds/${id('demoSof0008')}`)).json();
    expect(form.fields.map((f: { id: string }) => f.id)).toEqual(['source', 'proof']);
    expect(form.transaction).toMatchObject({ transferNumber: me.transfer.transfer_number });
    expect((await client.get(`/api/forms/kyc-update/${id('demoSof0008')}`)).statusCode).toBe(404);
  });

  // /forms/nope/xyz: an address that cannot name a form is not found, as an unknown one is.
  it('answers 404 "form not found" for an address that names no form, however it is written', async () => {
    const client = await loginAs();
    for (const url of [
      '/api/forms/nope/xyz',
      '/api/forms/nope/unknown-form-id',
      `/api/forms/${'x'.repeat(60)}/${'y'.repeat(60)}`,
      '/api/forms/history/xyz',
      '/api/forms/history/xyz/file',
      '/api/forms/history/unknown-form-id',
    ]) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('form_not_found');
    }
    const posted = await submit(client, '/api/forms/nope/xyz', kycAnswers());
    expect(posted.statusCode).toBe(404);
  });

  it("answers 404 for another customer's form and file, never its data", async () => {
    const other = await loginAs(someoneElse);
    for (const url of [
      KYC,
      `/api/forms/history/${id('demoApp0008')}`,
      `/api/forms/history/${id('demoApp0008')}/file`,
    ]) {
      const res = await other.get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('form_not_found');
    }
    const res = await submit(other, KYC, kycAnswers());
    expect(res.statusCode).toBe(404);
    const row = await t.app.db
      .selectFrom('customer_forms')
      .selectAll()
      .where('id', '=', id('demoKyc0008'))
      .executeTakeFirst();
    expect(row?.status).toBe('assigned');
  });

  it('refuses a file that is not what it claims, one too big, and missing answers; nothing is kept', async () => {
    const client = await loginAs();
    const before = storedFiles().length;
    const exe = await submit(client, KYC, kycAnswers(), [pdf(EXE_BYTES, 'id.png')]);
    expect(exe.statusCode).toBe(415);
    expect(exe.json().fieldErrors.idCopy).toEqual(['This file type is not accepted. Use PDF, PNG or JPG.']);
    const big = await submit(client, KYC, kycAnswers(), [
      pdf(Buffer.concat([PDF_BYTES, Buffer.alloc(2 * 1024 * 1024)])),
    ]);
    expect(big.statusCode).toBe(413);
    const bad = await submit(
      client,
      KYC,
      kycAnswers({ occupation: '', monthlyIncome: 'abc', purpose: 'x' }),
      [],
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toEqual({
      occupation: ['This field is required.'],
      monthlyIncome: ['Enter a number, e.g. 6500 or 6,500.'],
      purpose: ['This value is not valid.'],
      idCopy: ['This field is required.'],
    });
    expect(storedFiles().length).toBe(before);
    const row = await t.app.db
      .selectFrom('customer_forms')
      .selectAll()
      .where('id', '=', id('demoKyc0008'))
      .executeTakeFirst();
    expect(row?.status).toBe('assigned');
  });

  it('takes a valid submission once; it then shows in the history with its answers', async () => {
    const client = await loginAs();
    const res = await submit(client, KYC, kycAnswers());
    expect(res.statusCode).toBe(200);
    expect(res.json().clientFormId).toBe(id('demoKyc0008'));
    expect((await submit(client, KYC, kycAnswers())).statusCode).toBe(404);
    const detail = (await client.get(`/api/forms/history/${id('demoKyc0008')}`)).json();
    expect(detail.status).toBe('submitted');
    const answers = Object.fromEntries(
      detail.answers.map((a: { fieldId: string; value: unknown }) => [a.fieldId, a.value]),
    );
    expect(answers).toMatchObject({
      occupation: 'Engineer',
      monthlyIncome: '12000.5',
      idCopy: 'id.pdf',
      confirm: true,
    });
    expect(detail.answers.find((a: { fieldId: string }) => a.fieldId === 'purpose').optionLabel.en).toBe(
      'Family support',
    );
    expect((await client.get('/api/forms')).json().forms).toHaveLength(1);
  });

  it('downloads the result file for its owner only; "no file attached" without one', async () => {
    const client = await loginAs();
    const none = await client.get(`/api/forms/history/${id('demoApp0008')}/file`);
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('no_file_attached');
    await t.app.storage.put('form-result-test.pdf', PDF_BYTES, 'application/pdf');
    await t.app.db
      .updateTable('customer_forms')
      .set({ result_file_key: 'form-result-test.pdf', result_file_name: 'approval.pdf' })
      .where('id', '=', id('demoApp0008'))
      .execute();
    const file = await client.get(`/api/forms/history/${id('demoApp0008')}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);
    const other = await loginAs(someoneElse);
    expect((await other.get(`/api/forms/history/${id('demoApp0008')}/file`)).statusCode).toBe(404);
  });
});

describe('numbers and files as customers send them (issue 26)', () => {
  it("stores 6,500 and ٦٬٥٠٠ as 6500 and questions misplaced separators, in the caller's language", async () => {
    const client = await loginAs(someoneElse);
    const url = `/api/forms/kyc-update/${someoneElse.ids.demoKyc0008}`;
    const misplaced = await submit(client, url, kycAnswers({ monthlyIncome: '6,50,0' }));
    expect(misplaced.statusCode).toBe(400);
    expect(misplaced.json().fieldErrors).toEqual({
      monthlyIncome: [
        'The thousands separators are misplaced: put one every three digits (6,500) or leave them out (6500).',
      ],
    });
    const body = multipartBody({ answers: kycAnswers({ monthlyIncome: '٦٬٥٠' }) }, [pdf()]);
    const inArabic = await client.post(
      url,
      { 'content-type': body.contentType, 'accept-language': 'ar' },
      body.payload,
    );
    expect(inArabic.json().fieldErrors.monthlyIncome).toEqual([
      'فواصل الآلاف في غير موضعها: ضع فاصلة كل ثلاثة أرقام (6,500) أو اكتب الرقم بدونها (6500).',
    ]);
    const sent = await submit(client, url, kycAnswers({ monthlyIncome: '٦٬٥٠٠' }));
    expect(sent.statusCode).toBe(200);
    const detail = (await client.get(`/api/forms/history/${someoneElse.ids.demoKyc0008}`)).json();
    const income = detail.answers.find((a: { fieldId: string }) => a.fieldId === 'monthlyIncome');
    expect(income.value).toBe('6500');
  });

  it('names the accepted types when a .txt comes for an image field, in English and Arabic', async () => {
    const client = await loginAs();
    await t.app.db
      .insertInto('form_definitions')
      .values({
        id: 'photo-only',
        title_ar: 'صورة',
        title_en: 'Photo',
        title_ur: 'تصویر',
        fields: JSON.stringify([
          {
            id: 'photo',
            type: 'file',
            label: { ar: 'صورة', en: 'Photo', ur: 'تصویر' },
            required: true,
            fileKinds: ['png', 'jpg'],
          },
        ]),
        active: 1,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
    const clientFormId = `photo${me.nationalId.slice(-6)}`;
    await t.app.db
      .insertInto('customer_forms')
      .values({
        id: clientFormId,
        form_id: 'photo-only',
        national_id: me.nationalId,
        transfer_number: null,
        status: 'assigned',
        assigned_at: new Date().toISOString(),
        completed_at: null,
        answers: null,
        rejection_reason: null,
        result_file_key: null,
        result_file_name: null,
        updated_at: new Date().toISOString(),
      })
      .execute();
    const text = { field: 'photo', filename: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello\n') };
    for (const [language, message] of [
      ['en', 'This file type is not accepted here. Use an image: PNG or JPG.'],
      ['ar', 'نوع الملف غير مقبول هنا. استخدم صورة بصيغة PNG أو JPG.'],
    ] as const) {
      const body = multipartBody({ answers: '{}' }, [text]);
      const res = await client.post(
        `/api/forms/photo-only/${clientFormId}`,
        { 'content-type': body.contentType, 'accept-language': language },
        body.payload,
      );
      expect(res.statusCode).toBe(415);
      expect(res.json().fieldErrors).toEqual({ photo: [message] });
    }
  });
});

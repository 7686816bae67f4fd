import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCustomer } from '../../test/core-fixtures.js';
import { customerClient } from '../../test/customer-client.js';
import { EXE_BYTES, multipartBody, PDF_BYTES } from '../../test/multipart-form.js';
import { ORIGIN, signInAs } from '../../test/staff-client.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let staffCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  staffCookie = await signInAs(t.app, 'forms');
});
afterAll(async () => t.close());

const staff = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object | Buffer,
  headers: object = {},
) =>
  t.app.inject({
    method,
    url,
    payload,
    headers: { origin: ORIGIN, cookie: staffCookie, 'accept-language': 'en', ...headers },
  });
const L = (en: string) => ({ ar: `نموذج ${en}`, en, ur: `فارم ${en}` });
const toArabicIndic = (digits: string) => digits.replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

describe('the forms desk', () => {
  it('defines a form, gives it to customers, reviews the submission and attaches the result', async () => {
    const id = `addr-${Date.now().toString(36)}`;
    const created = await staff('POST', '/api/staff/forms/definitions', {
      id,
      title: L('Address update'),
      active: true,
      fields: [
        { id: 'city', type: 'text', label: L('City'), required: true, maxLength: 60 },
        { id: 'proof', type: 'file', label: L('Proof'), required: true, fileKinds: ['pdf'] },
      ],
    });
    expect(created.statusCode).toBe(201);
    const again = await staff('POST', '/api/staff/forms/definitions', { ...created.json(), id });
    expect(again.statusCode).toBe(409);

    const phone = '0551234567';
    const customer = await makeCustomer(t.app.db, { phone: '+966551234567' });
    const unknown = await staff('POST', '/api/staff/forms/assignments', {
      formId: id,
      nationalIds: `${customer.national_id}\n1999999990`,
    });
    expect(unknown.statusCode).toBe(400);
    const assigned = await staff('POST', '/api/staff/forms/assignments', {
      formId: id,
      nationalIds: ` ${toArabicIndic(customer.national_id)}, ${customer.national_id} `,
    });
    expect(assigned.json()).toMatchObject({ assigned: 1 });
    const clientFormId = (assigned.json().clientFormIds as string[])[0]!;

    const client = customerClient(t.app);
    await client.login(customer.national_id, phone);
    const body = multipartBody({ answers: JSON.stringify({ city: 'Jeddah' }) }, [
      { field: 'proof', filename: 'lease.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    const sent = await client.post(
      `/api/forms/${id}/${clientFormId}`,
      { 'content-type': body.contentType },
      body.payload,
    );
    expect(sent.statusCode).toBe(200);

    const list = await staff('GET', '/api/staff/forms/submissions?status=submitted');
    expect(list.json().items.map((s: { clientFormId: string }) => s.clientFormId)).toContain(clientFormId);
    const detail = (await staff('GET', `/api/staff/forms/submissions/${clientFormId}`)).json();
    expect(detail.answers.map((a: { value: unknown }) => a.value)).toEqual(['Jeddah', 'lease.pdf']);
    const file = await staff(
      'GET',
      `/api/staff/forms/submissions/${clientFormId}/files/${detail.answers[1].fileId}`,
    );
    expect(file.headers['content-disposition']).toMatch(/^attachment/);
    expect(file.rawPayload.equals(PDF_BYTES)).toBe(true);

    const status = (payload: object) =>
      staff('POST', `/api/staff/forms/submissions/${clientFormId}/status`, payload);
    expect((await status({ status: 'under_review' })).json().status).toBe('under_review');
    const noReason = await status({ status: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().fieldErrors.reason).toEqual(['Give the reason for the rejection.']);
    expect((await status({ status: 'approved' })).json().status).toBe('approved');
    const late = await status({ status: 'rejected', reason: 'changed my mind' });
    expect(late.statusCode).toBe(400);
    expect(late.json().code).toBe('invalid_transition');
    const sms = await t.app.inject({ url: `/api/dev/outbox?subject=${clientFormId}` });
    expect(sms.json()[0].text).toMatch(/has been approved|تم قبول/);

    const upload = (bytes: Buffer, name: string) => {
      const part = multipartBody({}, [{ field: 'file', filename: name, type: 'application/pdf', bytes }]);
      return staff('POST', `/api/staff/forms/submissions/${clientFormId}/result`, part.payload, {
        'content-type': part.contentType,
      });
    };
    expect((await upload(EXE_BYTES, 'result.pdf')).statusCode).toBe(415);
    const attached = await upload(PDF_BYTES, 'approval letter.pdf');
    expect(attached.json().resultFileName).toBe('approval letter.pdf');
    const download = await client.get(`/api/forms/history/${clientFormId}/file`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PDF_BYTES)).toBe(true);

    const audit = await t.app.db
      .selectFrom('staff_audit_log')
      .select('action')
      .where('record_id', 'in', [id, clientFormId])
      .execute();
    expect(audit.map((a) => a.action).sort()).toEqual([
      'form-definition.create',
      'form.assign',
      'form.result-file',
      'form.review',
      'form.review',
    ]);
  });

  it('lists submissions on the server: filtered by status, form and customer, sorted, paged', async () => {
    const id = `list-${Date.now().toString(36)}`;
    await staff('POST', '/api/staff/forms/definitions', {
      id,
      title: L('Listing'),
      active: true,
      fields: [
        {
          id: 'colour',
          type: 'select',
          label: L('Colour'),
          required: true,
          options: [{ value: 'red', label: { ar: 'أحمر', en: 'Red', ur: 'سرخ' } }],
        },
      ],
    });
    const people = [
      await makeCustomer(t.app.db, { phone: '+966551230001', name_en: 'Listed Person One' }),
      await makeCustomer(t.app.db, { phone: '+966551230002', name_en: 'Listed Person Two' }),
    ];
    const assigned = await staff('POST', '/api/staff/forms/assignments', {
      formId: id,
      nationalIds: people.map((p) => p.national_id).join(' '),
    });
    const ids = assigned.json().clientFormIds as string[];
    for (const [index, person] of people.entries()) {
      const client = customerClient(t.app);
      await client.login(person.national_id, `055123000${index + 1}`);
      const body = multipartBody({ answers: JSON.stringify({ colour: 'red' }) }, []);
      const sent = await client.post(
        `/api/forms/${id}/${ids[index]}`,
        { 'content-type': body.contentType },
        body.payload,
      );
      expect(sent.statusCode).toBe(200);
    }
    const page = (query: string) => staff('GET', `/api/staff/forms/submissions?formId=${id}&${query}`);
    const byForm = (await page('sort=nationalId&count=true')).json();
    expect(byForm.total).toBe(2);
    expect(byForm.items.map((s: { nationalId: string }) => s.nationalId)).toEqual(
      people.map((p) => p.national_id).sort(),
    );
    const firstPage = (await page('pageSize=1&sort=-nationalId')).json();
    const onePage = (await page(`pageSize=1&sort=-nationalId&after=${firstPage.next}`)).json();
    expect(onePage).toMatchObject({
      next: null,
      items: [{ nationalId: people.map((p) => p.national_id).sort()[0] }],
    });
    expect((await page('q=Person%20Two')).json().items).toMatchObject([{ clientFormId: ids[1] }]);
    expect((await page(`q=${people[0]!.national_id}`)).json().items).toMatchObject([
      { clientFormId: ids[0] },
    ]);
    expect((await page('status=approved&count=true')).json().total).toBe(0);
    expect((await page('sort=constructor')).statusCode).toBe(400);
    expect((await page('status=assigned')).statusCode).toBe(400);

    const detail = (await staff('GET', `/api/staff/forms/submissions/${ids[0]}`)).json();
    expect(detail.answers[0]).toMatchObject({ value: 'red', optionLabel: { ar: 'أحمر', en: 'Red' } });

    const definitions = (
      await staff('GET', '/api/staff/forms/definitions?active=true&sort=-updatedAt&pageSize=200')
    ).json();
    expect(definitions.items.map((d: { id: string }) => d.id)).toContain(id);
    expect(definitions.items.every((d: { active: boolean }) => d.active)).toBe(true);
  });
});

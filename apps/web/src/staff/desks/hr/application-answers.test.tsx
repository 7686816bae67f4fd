import type { HrApplicationDetail } from '@waha/shared';
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { initStaffI18n } from '../../../test/staff-i18n';
import { ApplicationAnswers } from './application-answers';

const NASTY = '<img src=x onerror="window.hacked=true">';

const application = (overrides: Partial<HrApplicationDetail>): HrApplicationDetail => ({
  id: 'a',
  reference: 'JA-DEMO0001',
  program: 'standard',
  position: 'Teller',
  fullName: 'Nouf',
  status: 'received',
  createdAt: '2026-11-24T08:00:00.000Z',
  purgedAt: null,
  nationalId: '1000000008',
  phone: '+966500000001',
  email: 'a@example.com',
  answers: {
    personal: { firstName: 'Nouf', maritalStatus: 'single' },
    dependants: [{ name: NASTY, age: '4', relation: 'daughter' }],
  },
  sensitive: null,
  sensitiveHidden: false,
  sensitiveConsent: false,
  files: [],
  events: [],
  notes: [],
  evaluations: [],
  ...overrides,
});

const show = (a: HrApplicationDetail) =>
  render(
    <Suspense fallback={null}>
      <ApplicationAnswers application={a} />
    </Suspense>,
  );

beforeEach(async () => {
  await initStaffI18n('en', ['hr']);
});

describe('the application answers on the HR desk', () => {
  it('labels the answers from the catalog, words the choices, and shows what applicants wrote as text', async () => {
    show(application({}));
    expect(await screen.findByText('First name:')).toBeInTheDocument();
    expect(screen.getByText('Single')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Dependants' })).toBeInTheDocument();
    expect(screen.getByText(NASTY)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('says sensitive answers exist but shows none to a role without hr.sensitive', async () => {
    show(application({ sensitiveHidden: true }));
    expect(await screen.findByText(/your role may not read them/)).toBeInTheDocument();
    expect(screen.queryByText('Religion:')).toBeNull();
  });

  it('shows the sensitive answers when the server sent them', async () => {
    show(application({ sensitive: { religion: 'islam' }, sensitiveConsent: true }));
    expect(await screen.findByText('Religion:')).toBeInTheDocument();
    expect(screen.getByText('Islam')).toBeInTheDocument();
  });
});

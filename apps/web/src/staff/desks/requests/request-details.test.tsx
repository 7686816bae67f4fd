import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadStaffCatalogs } from '../../../test/staff-catalogs';
import { RequestDetails } from './request-details';

const CANCEL = {
  reason: 'أرسلتها إلى الشخص الخطأ',
  refundMethod: 'bank_transfer',
  accountHolderName: 'Sara Ali',
  iban: 'SA0380000000608010167519',
  ibanConfirm: 'SA0380000000608010167519',
  bankName: 'Al Rajhi',
  declaration: true,
};
const STATEMENT = {
  periodFrom: '2026-01-01',
  periodTo: '2026-03-31',
  movementTypes: ['currency_sale', 'outgoing_transfer'],
  beneficiaries: [{ name: 'Ravi Kumar' }, { name: 'Asha Devi' }],
  declaration: true,
};

const show = (details: Record<string, unknown>) =>
  render(
    <dl>
      <RequestDetails details={details} />
    </dl>,
  );

describe('a request’s details on the desk', () => {
  it('labels every field from the catalog, never by its field name, and names the choices', async () => {
    await loadStaffCatalogs('en');
    const { container } = show(CANCEL);
    expect(screen.getByText('Refund method')).toBeInTheDocument();
    expect(screen.getByText('Bank transfer to my account')).toBeInTheDocument();
    expect(screen.getByText('Declaration').nextSibling).toHaveTextContent('Accepted');
    expect(container.textContent).not.toMatch(/refundMethod|bank_transfer|accountHolderName|true/);
  });

  it('reads a statement request in Arabic: operation types and beneficiaries as lists', async () => {
    await loadStaffCatalogs('ar');
    const { container } = show(STATEMENT);
    expect(screen.getByText('أنواع العمليات')).toBeInTheDocument();
    expect(container.textContent).toContain('Ravi Kumar');
    expect(container.textContent).not.toMatch(/movementTypes|currency_sale|periodFrom|\{/);
    expect(screen.getByText('2026-01-01')).toHaveAttribute('dir', 'ltr');
  });
});

import { render } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../lib/i18n';
import { initStaffI18n } from '../test/staff-i18n';
import { WithName } from './with-name';

beforeAll(async () => {
  await initStaffI18n('ar');
});

describe('WithName', () => {
  it('keeps the translated sentence and isolates the name in its own direction', async () => {
    const { container } = render(<WithName i18nKey="accounts.disable" name="Demo Admin" />);
    expect(container.textContent).toBe(i18next.t('accounts.disable', { ns: 'staff', name: 'Demo Admin' }));
    const name = container.querySelector('bdi');
    expect(name?.getAttribute('dir')).toBe('auto');
    expect(name?.textContent).toBe('Demo Admin');
    // Urdu puts the name first: the sentence around it still reads in its own order.
    await i18next.changeLanguage('ur');
    const ur = render(<WithName i18nKey="accounts.disable" name="Sara" />);
    expect(ur.container.textContent).toBe(
      i18next.t('accounts.disable', { ns: 'staff', name: 'Sara', lng: 'ur' }),
    );
    expect(ur.container.firstChild?.nodeName).toBe('BDI');
  });
});

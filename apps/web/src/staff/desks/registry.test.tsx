import {
  LANGUAGES,
  permissionsOf,
  STAFF_DESKS,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffMe,
  type StaffRole,
} from '@waha/shared';
import { render, screen, within } from '@testing-library/react';
import { isValidElement, type ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18next } from '../../lib/i18n';
import { initStaffI18n } from '../../test/staff-i18n';
import { screenFor } from '../staff-app';
import { StaffHome } from '../staff-home';
import { StaffNav } from '../staff-nav';
import { DESK_REGISTRY, desksFor, nextPath } from './registry';

const member = (roles: StaffRole[]): StaffMe => ({
  id: 'id',
  employeeNumber: 'E1',
  name: 'Sara',
  email: 'sara@example.com',
  roles,
  permissions: permissionsOf(roles),
});
const everyone = member([...STAFF_ROLES]);

beforeAll(async () => {
  await initStaffI18n('en');
  for (const language of LANGUAGES) await i18next.loadLanguages(language);
});

describe('the desk registry', () => {
  it('covers exactly the shared desk list, with its paths and permissions, in its order', () => {
    expect(DESK_REGISTRY.map((d) => d.id)).toEqual(Object.keys(STAFF_DESKS));
    for (const desk of DESK_REGISTRY) {
      const shared = STAFF_DESKS[desk.id];
      expect([desk.path, desk.permission], desk.id).toEqual([shared.path, shared.permission]);
      expect(STAFF_PERMISSIONS, desk.id).toContain(desk.permission);
    }
    expect(new Set(DESK_REGISTRY.map((d) => d.path)).size).toBe(DESK_REGISTRY.length);
  });

  it('labels every desk from the staff catalog in Arabic, English and Urdu (never a raw key)', () => {
    for (const desk of DESK_REGISTRY)
      for (const lng of LANGUAGES) {
        expect(i18next.exists(desk.nav, { ns: 'staff', lng }), `${lng} ${desk.nav}`).toBe(true);
        expect(i18next.t(desk.nav, { ns: 'staff', lng }), `${lng} ${desk.nav}`).not.toBe(desk.nav);
      }
  });

  it('navigation: offers every desk to someone holding every role, labelled, with links to their paths', () => {
    render(
      <MemoryRouter>
        <StaffNav me={everyone} />
      </MemoryRouter>,
    );
    const links = within(screen.getByRole('navigation')).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      DESK_REGISTRY.map((d) => `/staff${d.path ? `/${d.path}` : ''}`),
    );
    expect(links.map((a) => a.textContent)).toEqual(
      DESK_REGISTRY.map((d) => i18next.t(d.nav, { ns: 'staff' })),
    );
  });

  it('navigation: a rates officer sees only the desks their permissions open', () => {
    expect(desksFor(permissionsOf(['rates'])).map((d) => d.id)).toEqual([
      'home',
      'rates',
      'account',
      'sessions',
    ]);
  });

  it('router: each desk path renders that desk for someone allowed and sends anyone else to the overview', () => {
    const rates = member(['rates']);
    for (const desk of DESK_REGISTRY) {
      const layout = screenFor(desk.path, everyone, '') as ReactElement<{ children: ReactElement }>;
      const screenElement = layout.props.children;
      const shown = desk.component
        ? (screenElement.props as { children: ReactElement }).children.type
        : screenElement.type;
      if (desk.component) expect(shown, desk.id).toBe(desk.component);
      else expect(shown, desk.id).toBe(StaffHome);
      if (!rates.permissions.includes(desk.permission)) {
        const refused = screenFor(desk.path, rates, '') as ReactElement<{ to: string }>;
        expect(refused.props.to, desk.id).toBe('/staff');
      }
    }
    const unknown = screenFor('nowhere', everyone, '');
    expect(isValidElement(unknown) && (unknown.props as { to: string }).to).toBe('/staff');
  });
});

describe('nextPath', () => {
  it('leads back to a back-office screen named in ?next', () => {
    expect(nextPath('?next=account')).toBe('/staff/account');
    expect(nextPath('?next=sessions')).toBe('/staff/sessions');
    expect(nextPath('?next=form-submissions')).toBe('/staff/form-submissions');
  });

  it('never leads anywhere else: unknown screens, other sites and empty values go to the overview', () => {
    expect(nextPath('')).toBe('/staff');
    expect(nextPath('?next=')).toBe('/staff');
    expect(nextPath('?next=//evil.example')).toBe('/staff');
    expect(nextPath('?next=https://evil.example/staff')).toBe('/staff');
    expect(nextPath('?next=nope')).toBe('/staff');
  });
});

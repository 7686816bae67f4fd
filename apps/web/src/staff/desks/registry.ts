import { STAFF_DESKS, type StaffDeskId, type StaffPermission } from '@waha/shared';
import { VIEWS, type DeskView } from './desk-views';

export interface RegisteredDesk extends DeskView {
  id: StaffDeskId;
  path: string;
  permission: StaffPermission;
}

/**
 * THE desk registry: the shared desk list (path, permission, API prefixes; checked against the
 * server's route table by apps/server/src/modules/staff/desk-routes.test.ts) joined with the
 * screen. The navigation, the overview and the router all read it; adding a desk is one entry in
 * packages/shared/src/staff-desks.ts and one here (the type refuses a missing one).
 */
export const DESK_REGISTRY: readonly RegisteredDesk[] = (Object.keys(STAFF_DESKS) as StaffDeskId[]).map(
  (id) => ({ id, path: STAFF_DESKS[id].path, permission: STAFF_DESKS[id].permission, ...VIEWS[id] }),
);

/** The desks a staff member may open, in navigation order. */
export function desksFor(permissions: readonly StaffPermission[]): RegisteredDesk[] {
  return DESK_REGISTRY.filter((entry) => permissions.includes(entry.permission));
}

/** The desk at /staff/<path>, if any. */
export function deskAt(path: string): RegisteredDesk | undefined {
  return DESK_REGISTRY.find((entry) => entry.path === path);
}

/** Where sign-in leads: back to the screen that asked for it (`?next=account`), else the overview. */
export function nextPath(search: string): string {
  const next = new URLSearchParams(search).get('next') ?? '';
  return next && deskAt(next) ? `/staff/${next}` : '/staff';
}

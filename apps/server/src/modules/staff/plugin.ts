import cookie from '@fastify/cookie';
import {
  permissionsOf,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  type StaffPermission,
  type StaffRole,
} from '@waha/shared';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/index.js';
import type { StaffAccountsTable, StaffSessionsTable } from '../../db/schema.js';
import { AppError } from '../../lib/app-error.js';
import { originAllowed, WRITE_METHODS } from '../../lib/same-origin.js';
import { deviceCookies, type DeviceCookies } from './auth/devices.js';
import type {} from './route-config.js';
import { loadSession } from './auth/sessions.js';

/** What a staff route asks for: a permission, or `public` (the sign-in steps). `self` is a permission. */
export type StaffRouteGuard = StaffPermission | 'public';

export interface StaffContext {
  session: StaffSessionsTable;
  account: StaffAccountsTable;
  roles: StaffRole[];
  permissions: StaffPermission[];
}

declare module 'fastify' {
  interface FastifyRequest {
    staff?: StaffContext;
  }
  interface FastifyInstance {
    staffCookie: { name: string; secure: boolean };
    /** Device cookies of the sign-in limits (auth/devices.ts). */
    staffDevices: DeviceCookies;
    /** What the sign-in limits need from the configuration (auth/signin-limits.ts). */
    staffSignIn: { captchaHmacKey: string; slowdownMs: number };
    /**
     * Every staff route registered, 'METHOD /url' -> the permission of its config: the table the
     * permission walk test drives for every role, built from the routes themselves.
     */
    staffRoutePermissions: ReadonlyMap<string, StaffRouteGuard>;
  }
}

export function rolesOf(account: StaffAccountsTable): StaffRole[] {
  return account.roles
    .split(',')
    .filter((role): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role));
}

export function setSessionCookie(
  app: { staffCookie: { name: string; secure: boolean } },
  reply: FastifyReply,
  token: string,
) {
  reply.setCookie(app.staffCookie.name, token, {
    httpOnly: true,
    secure: app.staffCookie.secure,
    sameSite: 'strict',
    path: '/',
  });
}

export function clearSessionCookie(
  app: { staffCookie: { name: string; secure: boolean } },
  reply: FastifyReply,
) {
  reply.clearCookie(app.staffCookie.name, {
    path: '/',
    httpOnly: true,
    secure: app.staffCookie.secure,
    sameSite: 'strict',
  });
}

const GUARDS: ReadonlySet<string> = new Set<StaffRouteGuard>([...STAFF_PERMISSIONS, 'public']);

/**
 * The permission a staff route declares in its options (`config: { permission }`), checked at
 * start-up: a route without one, or with an unknown one, stops the start.
 */
function declaredPermission(route: RouteOptions, key: string): StaffRouteGuard {
  const permission = route.config?.permission;
  if (!permission) throw new Error(`staff route without a permission in its config: ${key}`);
  if (!GUARDS.has(permission)) throw new Error(`staff route with an unknown permission: ${key}`);
  return permission;
}

/**
 * Staff sessions and the permission guard. Registered before any staff route: its onRoute hook
 * gives every /api/staff route the guard of the permission its config declares and refuses to
 * start when a staff route declares none, so no route can be added unguarded.
 */
export const staffPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    const production = config.env === 'production';
    await app.register(cookie);
    // __Host-: only this host, path /, Secure; a customer's cookie never shares the name.
    app.decorate('staffCookie', {
      name: production ? '__Host-waha_staff' : 'waha_staff',
      secure: production,
    });
    app.decorate('staffDevices', deviceCookies(config.sessionSecret, production));
    app.decorate('staffSignIn', {
      captchaHmacKey: config.captchaHmacKey,
      slowdownMs: config.staffSignInSlowdownMs,
    });

    const guard = (permission: StaffRouteGuard): onRequestAsyncHookHandler =>
      async function staffGuard(request) {
        if (WRITE_METHODS.has(request.method) && !originAllowed(request, config.publicOrigin)) {
          throw new AppError(403, 'forbidden');
        }
        if (permission === 'public') return;
        const token = request.cookies[app.staffCookie.name];
        const loaded = token ? await loadSession(app.db, token) : null;
        if (!loaded || loaded.session.stage !== 'full') throw new AppError(401, 'unauthorized');
        const roles = rolesOf(loaded.account);
        const permissions = permissionsOf(roles);
        request.staff = { ...loaded, roles, permissions };
        if (!permissions.includes(permission)) throw new AppError(403, 'forbidden');
      };

    // The back office's pages are never indexed, whatever a crawler makes of the client's meta tag.
    app.addHook('onSend', async (request, reply) => {
      if (
        request.url === '/staff' ||
        request.url.startsWith('/staff/') ||
        request.url.startsWith('/api/staff/')
      ) {
        reply.header('x-robots-tag', 'noindex, nofollow');
      }
    });

    const registered = new Map<string, StaffRouteGuard>();
    app.decorate('staffRoutePermissions', registered);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/staff/')) return;
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
        const permission = declaredPermission(route, key);
        if (method !== 'HEAD') registered.set(key, permission);
        const existing = route.onRequest
          ? Array.isArray(route.onRequest)
            ? route.onRequest
            : [route.onRequest]
          : [];
        route.onRequest = [guard(permission), ...existing];
      }
    });
  },
  { name: 'staff', dependencies: ['db'] },
);

/** The signed-in staff member of a guarded route (the guard has run). */
export function staffOf(request: FastifyRequest): StaffContext {
  if (!request.staff) throw new AppError(401, 'unauthorized');
  return request.staff;
}

import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config/index.js';
import { AppError } from '../../lib/app-error.js';
import { originAllowed, WRITE_METHODS } from '../../lib/same-origin.js';
import { loadCustomerSession } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in customer's national ID (set by app.requireCustomer). */
    customerId?: string;
  }
  interface FastifyInstance {
    customerCookie: { name: string; secure: boolean };
    /** onRequest hook of every route of the login area: a live session, or 401. */
    requireCustomer: onRequestAsyncHookHandler;
  }
}

/**
 * The customers' login sessions (PRODUCT.md section 8): an HttpOnly cookie, SameSite=Lax, Secure
 * in production, naming a server-side row. Writes of the login area must come from the site's own
 * origin (SameSite=Lax still lets a top-level cross-site POST carry the cookie).
 */
export const customerAuthPlugin = fp<{ config: AppConfig }>(
  async (app, { config }) => {
    if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
    const production = config.env === 'production';
    app.decorate('customerCookie', {
      name: production ? '__Host-waha_customer' : 'waha_customer',
      secure: production,
    });

    app.decorate('requireCustomer', async function requireCustomer(request: FastifyRequest) {
      if (WRITE_METHODS.has(request.method) && !originAllowed(request, config.publicOrigin)) {
        throw new AppError(403, 'forbidden');
      }
      const token = request.cookies[app.customerCookie.name];
      const nationalId = token ? await loadCustomerSession(app.db, token) : null;
      if (!nationalId) throw new AppError(401, 'unauthorized');
      request.customerId = nationalId;
    });
  },
  { name: 'customer-auth', dependencies: ['db'] },
);

/** The customer of a guarded route. */
export function customerOf(request: FastifyRequest): string {
  if (!request.customerId) throw new AppError(401, 'unauthorized');
  return request.customerId;
}

export function setCustomerCookie(app: FastifyRequest['server'], reply: FastifyReply, token: string) {
  reply.setCookie(app.customerCookie.name, token, {
    httpOnly: true,
    secure: app.customerCookie.secure,
    sameSite: 'lax',
    path: '/',
  });
}

export function clearCustomerCookie(app: FastifyRequest['server'], reply: FastifyReply) {
  reply.clearCookie(app.customerCookie.name, {
    httpOnly: true,
    secure: app.customerCookie.secure,
    sameSite: 'lax',
    path: '/',
  });
}

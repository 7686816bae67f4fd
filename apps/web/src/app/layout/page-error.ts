import { isRouteErrorResponse } from 'react-router';
import { ApiError } from '../../lib/api-client';

/** What an error page may know of a failure: a status and the request id, never its text. */
export interface PageError {
  /** 404: the address names nothing (the not-found page); 503: a dependency is out; else 500. */
  status: number;
  /** The failed request's id for support, when known (the page's own, or the failed API call's). */
  requestId: string | null;
}

/**
 * The route error the server render hands React Router in place of the real failure, and the
 * browser hydrates with: React Router's error-response shape (plain, so it travels as JSON),
 * carrying only the status and the request id. The failure's text and stack stay in the server
 * log (ADR 2704).
 */
export interface PageErrorResponse {
  status: number;
  statusText: string;
  internal: boolean;
  data: { requestId: string | null };
}

export function pageErrorResponse(status: number, requestId: string | null): PageErrorResponse {
  return { status, statusText: '', internal: false, data: { requestId } };
}

function requestIdOf(data: unknown): string | null {
  const id = (data as { requestId?: unknown } | null)?.requestId;
  return typeof id === 'string' && id ? id : null;
}

/**
 * Reads whatever a route's error boundary caught: the server's error response (above), a refused
 * API call (a page's render threw it after a client-side navigation: its request id if the server
 * sent one), or anything else (500 without an id).
 */
export function pageErrorOf(error: unknown): PageError {
  if (isRouteErrorResponse(error)) {
    return { status: error.status, requestId: requestIdOf(error.data) };
  }
  if (error instanceof ApiError) {
    const status = error.status === 404 ? 404 : error.status === 503 || error.status === 0 ? 503 : 500;
    return { status, requestId: error.requestId ?? null };
  }
  return { status: 500, requestId: null };
}

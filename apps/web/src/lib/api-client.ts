import type { ErrorCode, ErrorEnvelope } from '@waha/shared';
import { i18next } from './i18n';

/** A refusal from the API, carrying the envelope's stable code and per-field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'network_error',
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    /** Values the message names (e.g. the reference of a request already open). */
    readonly details: Record<string, string> = {},
    /** A limit's Retry-After, in seconds (e.g. how long before another code may be sent). */
    readonly retryAfterSeconds?: number,
    /** The server's id of the failed call (x-request-id): an error page shows it for support. */
    readonly requestId?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler | null = null;

/** The layout registers what a 401 does (toast + go to /login); the error still propagates. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  onUnauthorized = handler;
}

/** For calls made outside apiRequest (uploads by XMLHttpRequest): a 401 does the same. */
export function reportUnauthorized(): void {
  onUnauthorized?.();
}

export const API_BASE = '/api';

export interface ApiRequest extends Omit<RequestInit, 'body'> {
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  /** 'blob' for a file download (a PDF); refusals still arrive as the JSON error envelope. */
  responseType?: 'json' | 'blob';
}

export interface ApiResponse<T> {
  data: T;
  headers: Headers;
}

/** The server's error answer, told apart without its zod schema (no page loads zod for it). */
export function isEnvelope(value: unknown): value is ErrorEnvelope {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value;
}

/** The one HTTP client: base /api, cookies included, the caller's language, JSON both ways. */
export async function apiRequest<T>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const { body, query, headers, responseType = 'json', ...init } = request;
  const url = new URL(API_BASE + path, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  const finalHeaders = new Headers(headers);
  finalHeaders.set('accept', responseType === 'blob' ? '*/*' : 'application/json');
  finalHeaders.set('accept-language', i18next.language || 'ar');
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) finalHeaders.set('content-type', 'application/json');

  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      credentials: 'include',
      headers: finalHeaders,
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'network error');
  }

  if (response.ok && responseType === 'blob') {
    return { data: (await response.blob()) as T, headers: response.headers };
  }
  const text = await response.text();
  let payload: unknown = null;
  if (text) {
    try {
      payload = JSON.parse(text);
    } catch {
      payload = text;
    }
  }
  if (!response.ok) {
    if (response.status === 401) onUnauthorized?.();
    const requestId = response.headers.get('x-request-id') ?? undefined;
    if (isEnvelope(payload)) {
      throw new ApiError(
        response.status,
        payload.code,
        payload.message,
        payload.fieldErrors,
        payload.details,
        retryAfter(response.headers),
        requestId,
      );
    }
    throw new ApiError(
      response.status,
      'internal_error',
      `Request failed with status code ${response.status}`,
      {},
      {},
      undefined,
      requestId,
    );
  }
  return { data: payload as T, headers: response.headers };
}

/** Retry-After given in seconds (the API never sends the HTTP-date form). */
function retryAfter(headers: Headers): number | undefined {
  const value = headers.get('retry-after');
  return value && /^\d+$/.test(value.trim()) ? Number(value) : undefined;
}

export async function apiGet<T>(path: string, request: ApiRequest = {}): Promise<T> {
  return (await apiRequest<T>(path, { ...request, method: 'GET' })).data;
}

export async function apiPost<T>(path: string, body: unknown, request: ApiRequest = {}): Promise<T> {
  return (await apiRequest<T>(path, { ...request, method: 'POST', body })).data;
}

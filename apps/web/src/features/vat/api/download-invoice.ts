import { ErrorEnvelopeSchema, type InvoiceRequest } from '@waha/shared';
import { useMutation } from '@tanstack/react-query';
import { API_BASE, ApiError } from '../../../lib/api-client';
import { i18next } from '../../../lib/i18n';

export interface DownloadedInvoice {
  file: string;
  blob: Blob;
}

/**
 * POST /api/invoices answers a PDF, so this call reads bytes instead of JSON (the shared client
 * is JSON-only); refusals still arrive as the error envelope.
 */
export async function fetchInvoice(request: InvoiceRequest): Promise<DownloadedInvoice> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/invoices`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        'content-type': 'application/json',
        accept: 'application/pdf, application/json',
        'accept-language': i18next.language || 'ar',
      },
      body: JSON.stringify(request),
    });
  } catch (error) {
    throw new ApiError(0, 'network_error', error instanceof Error ? error.message : 'network error');
  }
  if (!response.ok) {
    const parsed = ErrorEnvelopeSchema.safeParse(await response.json().catch(() => null));
    if (parsed.success) {
      throw new ApiError(response.status, parsed.data.code, parsed.data.message, parsed.data.fieldErrors);
    }
    throw new ApiError(
      response.status,
      'internal_error',
      `Request failed with status code ${response.status}`,
    );
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const file = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'invoice.pdf';
  return { file, blob: await response.blob() };
}

/** Hands the PDF to the browser as a download. */
export function saveFile({ file, blob }: DownloadedInvoice): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDownloadInvoice() {
  return useMutation({
    mutationFn: async (request: InvoiceRequest) => {
      const invoice = await fetchInvoice(request);
      saveFile(invoice);
      return invoice.file;
    },
  });
}

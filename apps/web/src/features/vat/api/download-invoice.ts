import type { InvoiceRequest } from '@waha/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export interface DownloadedInvoice {
  file: string;
  blob: Blob;
}

/** POST /api/invoices answers the PDF itself; the shared client reads it as bytes. */
export async function fetchInvoice(request: InvoiceRequest): Promise<DownloadedInvoice> {
  const { data, headers } = await apiRequest<Blob>('/invoices', {
    method: 'POST',
    body: request,
    responseType: 'blob',
  });
  const disposition = headers.get('content-disposition') ?? '';
  const file = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'invoice.pdf';
  return { file, blob: data };
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

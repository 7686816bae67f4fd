import { UPLOAD_MESSAGES, UPLOAD_RULES } from '@waha/shared';
import type { FastifyRequest } from 'fastify';
import type { TicketFilesTable } from '../../db/schema.js';
import { expiringLinkValid, expiringQuery } from '../../lib/signed-link.js';
import {
  collectParts,
  judgeFiles,
  type AcceptedFile,
  type FileProblem,
  type FileToStore,
  storedFileRows,
} from '../../lib/uploads/index.js';

const MESSAGES: Record<FileProblem, string> = {
  too_large: 'tickets:validation.fileTooBig',
  bad_type: 'tickets:validation.fileType',
  unsafe: UPLOAD_MESSAGES.unsafe,
  empty: UPLOAD_MESSAGES.empty,
};

/**
 * A ticket body read and judged by the uploads library: the customer's form (`files`, up to 3)
 * or a response file (`file`, one). `textFields` are the form's fields; fields are returned for
 * the route's own schema, files only once every one of them was accepted.
 */
export async function readTicketUploads(
  request: FastifyRequest,
  use: 'tickets' | 'ticketResponses',
  textFields: readonly string[],
): Promise<{ fields: Record<string, string>; read: () => Promise<AcceptedFile[]> }> {
  const field = use === 'tickets' ? 'files' : 'file';
  const rule = UPLOAD_RULES[use];
  const body = await collectParts(request, {
    area: 'tickets',
    rule,
    textFields,
    isFileField: (name) => name === field,
    repeatable: [field],
    tooMany: { field: 'files', message: 'tickets:validation.tooManyFiles' },
  });
  return {
    fields: body.fields,
    // Judged after the route checked the fields: a wrong form is answered before any re-encoding.
    read: async () => {
      const judged = await judgeFiles(request, body.files, {
        area: 'tickets',
        rule,
        messageOf: (_field, problem) => MESSAGES[problem],
      });
      if (judged.error) throw judged.error;
      return judged.accepted;
    },
  };
}

/** The rows of accepted files under random storage keys, and what to write for them. */
export function ticketFileRows(
  ticketId: string,
  kind: 'attachment' | 'response',
  files: readonly AcceptedFile[],
  at: string,
): { rows: TicketFilesTable[]; writes: FileToStore[] } {
  return storedFileRows(files, at, () => ({ ticket_id: ticketId, kind }));
}

/** Response files reach the customer by short-lived signed links (they are never public). */
export const FILE_LINK_MS = 30 * 60 * 1000;

export function fileUrl(secret: string, fileId: string, now: Date): string {
  return `/api/tickets/files/${fileId}?${expiringQuery(secret, 'ticket-file', fileId, FILE_LINK_MS, now)}`;
}

export function fileLinkValid(secret: string, fileId: string, expires: number, token: string, now: Date) {
  return expiringLinkValid(secret, 'ticket-file', { subject: fileId, expires, token }, now);
}

import { ComplaintRegisteredSchema, type ComplaintRegister } from '@waha/shared';
import { staffCall } from '../../../api/staff-api';

/** A complaint received by phone, at a branch or through SAMACares, registered as a ticket. */
export const registerComplaint = (body: ComplaintRegister) =>
  staffCall(ComplaintRegisteredSchema, '/tickets/register', { method: 'POST', body });

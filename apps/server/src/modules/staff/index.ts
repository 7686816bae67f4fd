/**
 * What other modules, the seed, the CLI and the app layer may use of the staff module (ADR 2201):
 * guards and the audit log for every desk, and the account functions the demo seed and the CLI need.
 */
export { assertAssignable, insertAccount, replaceRecoveryCodes } from './accounts/accounts.js';
export {
  activeStaffEmails,
  assertHolds,
  linesWithAssignee,
  staffNames,
  staffWithPermission,
} from './accounts/assignees.js';
export {
  auditContext,
  auditExport,
  systemAuditContext,
  writeAudit,
  type AuditChange,
  type AuditContext,
} from './audit/audit.js';
export {
  assigneeMustHold,
  staffAssigneesRoute,
  staffBulkRoute,
  staffCsvRoute,
  type BulkContext,
} from './list-routes.js';
export { notifyStaff } from './notifications/notifications.js';
export { createStaffFromArgs, CreateStaffError } from './accounts/create-account.js';
export { hashPassword } from './auth/passwords.js';
export { staffOf, staffPlugin, type StaffContext } from './plugin.js';
export { staffRoutes } from './routes.js';

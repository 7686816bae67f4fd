import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Puts the server's per-field messages on the form's fields (the one place that maps the error
 * envelope's fieldErrors onto react-hook-form). `toField` names the form field a server field
 * belongs to, or null to leave it out. True when at least one message was placed.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  toField: (serverField: string) => Path<T> | null,
  options: { shouldFocus?: boolean } = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  let placed = false;
  for (const [serverField, messages] of Object.entries(error.fieldErrors)) {
    const field = toField(serverField);
    if (field && messages[0]) {
      setError(field, { message: messages[0] }, { shouldFocus: options.shouldFocus ?? false });
      placed = true;
    }
  }
  return placed;
}

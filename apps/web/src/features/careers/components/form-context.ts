import type { JobApplicationInput } from '@waha/shared';
import { createContext, useContext } from 'react';
import type { UseFormReturn } from 'react-hook-form';

export type ApplicationFormParts = Pick<UseFormReturn<JobApplicationInput>, 'register' | 'control'>;

/**
 * The application's `register` and `control`, which never change. React Hook Form's own provider
 * gives a new value at every change of the form's state (ready, submitting, an error anywhere),
 * and every one of the form's hundred fields rendered again: on a phone, one long task just after
 * the page came alive. Here each field follows its own error only (`useFieldError`), and each
 * section is memoised (`memo`): it renders again for its own answers, not when the form around it
 * does.
 */
export const ApplicationFormContext = createContext<ApplicationFormParts | null>(null);

export function useApplicationForm(): ApplicationFormParts {
  const parts = useContext(ApplicationFormContext);
  if (!parts) throw new Error('useApplicationForm is used outside ApplicationForm');
  return parts;
}

import type { CareerProgram, JobApplicationInput } from '@waha/shared';
import { emptyApplication } from './empty-application';

/**
 * The browser keeps what the applicant typed until it is sent or discarded (issue 14): a long
 * form must not be lost to a reload or a dropped connection. Only the answers are kept, never
 * files or the signature, and never the religion and health answers: sensitive data stays off
 * the device (PRODUCT.md section 9).
 */
const keyOf = (program: CareerProgram) => `jobApplicationDraft:${program}`;

export function loadDraft(program: CareerProgram): JobApplicationInput | null {
  try {
    const text = window.localStorage.getItem(keyOf(program));
    if (!text) return null;
    const saved = JSON.parse(text) as Partial<JobApplicationInput>;
    const empty = emptyApplication();
    // Section by section over the blank form, so a draft from an older form still fits.
    const merged = { ...empty } as Record<string, unknown>;
    for (const [key, value] of Object.entries(saved)) {
      const blank = (empty as Record<string, unknown>)[key];
      if (!(key in empty) || key === 'sensitive' || key === 'sensitiveConsent') continue;
      merged[key] =
        blank && typeof blank === 'object' && !Array.isArray(blank)
          ? { ...blank, ...(value as object) }
          : value;
    }
    return merged as unknown as JobApplicationInput;
  } catch {
    return null;
  }
}

export function saveDraft(program: CareerProgram, answers: JobApplicationInput): void {
  try {
    const { sensitive: _sensitive, sensitiveConsent: _consent, ...kept } = answers;
    window.localStorage.setItem(keyOf(program), JSON.stringify(kept));
  } catch {
    // Private mode or a full storage: the form still works, only without a draft.
  }
}

export function clearDraft(program: CareerProgram): void {
  try {
    window.localStorage.removeItem(keyOf(program));
  } catch {
    // Nothing to clear.
  }
}

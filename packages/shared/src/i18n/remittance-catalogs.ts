import ar from './locales/ar/remittance.json' with { type: 'json' };
import en from './locales/en/remittance.json' with { type: 'json' };
import ur from './locales/ur/remittance.json' with { type: 'json' };
import type { MovementType } from '../schemas/remittance.js';
import type { Language } from './languages.js';

const TYPES: Record<Language, Record<MovementType, string>> = {
  ar: ar.statement.types,
  en: en.statement.types,
  ur: ur.statement.types,
};

/**
 * A movement type's name: the statement form's choices and the printed statement and invoice
 * rows read the same words, from the `remittance` catalog.
 */
export function movementLabel(type: MovementType, language: Language): string {
  return TYPES[language][type];
}

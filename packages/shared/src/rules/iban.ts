import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { normalizeDigits } from './digits.js';

/** Removes spaces and upper-cases, so "sa03 8000 ..." and "SA038000..." are the same IBAN. */
export function normalizeIban(raw: string): string {
  return electronicFormatIBAN(normalizeDigits(raw)) ?? '';
}

/** A Saudi IBAN: SA + 22 characters with a valid ISO 13616 mod-97 check. */
export function isValidSaudiIban(raw: string): boolean {
  const iban = normalizeIban(raw);
  return /^SA[0-9]{2}[0-9A-Z]{20}$/.test(iban) && isValidIBAN(iban);
}

import { render, screen } from '@testing-library/react';
import { TicketReviewFormSchema } from '@waha/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../lib/i18n';
import { FaceRating } from './face-rating';

beforeAll(async () => {
  const i18n = await initI18n('en');
  await i18n.loadNamespaces(['tickets']);
});

/*
 * Issue 23, deliverable 6: the review's faces are SAMA's satisfaction score. The five faces, from
 * very dissatisfied to very satisfied, must send 1 to 5, which the server stores as `rating` and the
 * complaint report averages (ADR 2303).
 */
describe('the review faces', () => {
  it('are the scores 1 to 5 in order, each named by its words', () => {
    render(<FaceRating legend="How satisfied are you?" registration={{ name: 'rating' }} />);
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.value)).toEqual(['1', '2', '3', '4', '5']);
    for (const radio of radios) {
      expect(radio.labels?.[0]?.textContent?.trim()).not.toBe('');
      expect(TicketReviewFormSchema.shape.rating.parse(radio.value)).toBe(Number(radio.value));
    }
  });
});

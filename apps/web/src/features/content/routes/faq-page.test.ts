import type { Faq } from '@waha/shared';
import { describe, expect, it } from 'vitest';
import { matchesFaq } from './faq-page';

const faq: Faq = {
  id: 1,
  category: 'general',
  question: {
    ar: 'كم تستغرق الحوالة؟',
    en: 'How long does a Transfer take?',
    ur: 'رقم پہنچنے میں کتنا وقت لگتا ہے؟',
  },
  answer: { ar: 'خلال 2 يوم عمل.', en: 'Within 2 working days.', ur: '2 کاروباری دنوں میں۔' },
};

describe('matchesFaq', () => {
  it('matches question and answer, ignoring case and surrounding spaces', () => {
    expect(matchesFaq(faq, 'en', '  transfer ')).toBe(true);
    expect(matchesFaq(faq, 'en', 'WORKING')).toBe(true);
    expect(matchesFaq(faq, 'en', 'cancel')).toBe(false);
  });

  it('searches only the current language', () => {
    expect(matchesFaq(faq, 'ar', 'الحوالة')).toBe(true);
    expect(matchesFaq(faq, 'en', 'الحوالة')).toBe(false);
  });

  it('treats Arabic-Indic and Urdu digits as the same digits', () => {
    expect(matchesFaq(faq, 'ar', '٢ يوم')).toBe(true);
    expect(matchesFaq(faq, 'ur', '۲ کاروباری')).toBe(true);
  });

  it('finds Arabic words however the hamza, taa marbuta and diacritics are typed', () => {
    const cancel: Faq = {
      ...faq,
      question: { ...faq.question, ar: 'كيف أطلب إلغاء حوالة؟' },
    };
    expect(matchesFaq(cancel, 'ar', 'الغاء')).toBe(true);
    expect(matchesFaq(cancel, 'ar', 'إلغاء')).toBe(true);
    expect(matchesFaq(cancel, 'ar', 'حواله')).toBe(true);
    expect(matchesFaq(cancel, 'ar', 'تحويل')).toBe(false);
  });

  it('shows everything for an empty search', () => {
    expect(matchesFaq(faq, 'ur', '')).toBe(true);
  });
});

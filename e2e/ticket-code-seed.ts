import { seedWaitingTicket } from './waiting-ticket-seed';

/**
 * The ticket-code reload spec's own customer per language, with a ticket waiting for their answer
 * (waiting-ticket-seed.ts): its own IDs and phones, so a code asked for here starts no other
 * spec's minute before another may be sent.
 */
export function seedTicketCodeCase(lang: 'ar' | 'en') {
  const c = {
    lang,
    nationalId: lang === 'ar' ? '1260500002' : '2260500000',
    phone: lang === 'ar' ? '0502605001' : '0502605002',
    name: lang === 'ar' ? 'نورة خالد الشمري' : 'Noura Khalid Alshammari',
    email: 'noura@example.com',
    waiting: `TKK${lang.toUpperCase()}W0001`,
    description: 'How do I change my mobile number?',
    question: 'Which number should we use?',
  };
  seedWaitingTicket(c);
  return c;
}

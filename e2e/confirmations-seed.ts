import { seedWaitingTicket } from './waiting-ticket-seed';

/**
 * The confirmations spec's own customer per language, with a ticket waiting for their answer
 * (waiting-ticket-seed.ts). A new ticket of another type is theirs to send.
 */
export function seedConfirmationsCase(lang: 'ar' | 'en') {
  const c = {
    lang,
    nationalId: lang === 'ar' ? '1304000001' : '2304000009',
    phone: lang === 'ar' ? '0502304001' : '0502304002',
    name: lang === 'ar' ? 'سارة محمد العتيبي' : 'Sara Mohammed Alotaibi',
    email: 'sara@example.com',
    waiting: `TKC${lang.toUpperCase()}W0001`,
    description: 'Where can I see my limits?',
    question: 'Which app version do you use?',
  };
  seedWaitingTicket(c);
  return c;
}

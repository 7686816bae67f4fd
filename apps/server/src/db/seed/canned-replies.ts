import type { Transaction } from 'kysely';
import type { Database } from '../schema.js';

/** PRODUCT.md section 13: a few canned replies, so the reply box's picker has something to offer. */
const DEMO_CANNED = [
  {
    code: 'need-info',
    title: 'Ask for the transfer receipt',
    text_ar: 'عزيزي {{name}}، لمتابعة طلبك {{ticket}} نرجو إرسال صورة إيصال الحوالة.',
    text_en: 'Dear {{name}}, to follow up request {{ticket}} please send us a photo of the transfer receipt.',
    text_ur: 'محترم {{name}}، درخواست {{ticket}} کی پیروی کے لیے براہ کرم ترسیل کی رسید کی تصویر بھیجیں۔',
  },
  {
    code: 'in-hand',
    title: 'We are on it',
    text_ar: 'عزيزي {{name}}، طلبك {{ticket}} قيد المعالجة، وسنرد عليك خلال {{daysLeft}} يوم كحد أقصى.',
    text_en:
      'Dear {{name}}, request {{ticket}} is being handled; we will answer within {{daysLeft}} days at most.',
    text_ur:
      'محترم {{name}}، درخواست {{ticket}} پر کام جاری ہے؛ ہم زیادہ سے زیادہ {{daysLeft}} دن میں جواب دیں گے۔',
  },
];

/** Inserts the demo canned replies into an empty table only: a lead's changes and deletions stay. */
export async function seedDemoCannedReplies(trx: Transaction<Database>, now: Date): Promise<void> {
  const any = await trx.selectFrom('canned_replies').select('id').limit(1).executeTakeFirst();
  if (any) return;
  const at = now.toISOString();
  for (const [index, reply] of DEMO_CANNED.entries()) {
    await trx
      .insertInto('canned_replies')
      .values({
        id: `00000000-0000-4000-8000-0000000000c${index}`,
        ...reply,
        created_at: at,
        updated_at: at,
        updated_by: 'seed',
      })
      .execute();
  }
}

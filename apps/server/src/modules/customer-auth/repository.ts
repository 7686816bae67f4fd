import type { Db } from '../../db/connection.js';

/** How many forms of active definitions wait for this customer (sign-in needs one at least). */
export async function countOpenForms(db: Db, nationalId: string): Promise<number> {
  const open = await db
    .selectFrom('customer_forms')
    .innerJoin('form_definitions', 'form_definitions.id', 'customer_forms.form_id')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('customer_forms.national_id', '=', nationalId)
    .where('customer_forms.status', '=', 'assigned')
    .where('form_definitions.active', '=', 1)
    .executeTakeFirstOrThrow();
  return Number(open.count);
}

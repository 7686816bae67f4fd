import type { Db } from '../../db/connection.js';

/**
 * Whether this customer has anything in the forms area: a form of an active definition to fill,
 * or a form already sent (its history stays readable after every form is approved or rejected,
 * issue 26). Only a customer with neither is refused "no active forms"; filling stays limited to
 * assigned forms of active definitions (customer-forms routes).
 */
export async function hasFormsToSee(db: Db, nationalId: string): Promise<boolean> {
  const row = await db
    .selectFrom('customer_forms')
    .innerJoin('form_definitions', 'form_definitions.id', 'customer_forms.form_id')
    .select('customer_forms.id')
    .where('customer_forms.national_id', '=', nationalId)
    .where((eb) =>
      eb.or([eb('customer_forms.status', '!=', 'assigned'), eb('form_definitions.active', '=', 1)]),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

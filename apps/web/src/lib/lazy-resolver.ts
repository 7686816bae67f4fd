import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A form's resolver whose shared schema, and zod with it, load when the form is first checked
 * (a blur or a submit), not with the page: evaluating zod and building a schema blocked the main
 * thread while a form page came alive (ADR 0904 did it for /vat; ADR 2605 for every public form).
 * Same schema, same messages: only when it is read changes.
 */
export function lazyResolver<Values extends FieldValues, Output = Values>(
  load: () => Promise<Resolver<Values, unknown, Output>>,
): Resolver<Values, unknown, Output> {
  let loaded: Promise<Resolver<Values, unknown, Output>> | null = null;
  return async (...args) => {
    loaded ??= load();
    return (await loaded)(...args);
  };
}

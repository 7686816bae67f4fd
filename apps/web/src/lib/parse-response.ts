import type * as SchemaModule from './response-schemas';

type Schemas = typeof SchemaModule;
export type ResponseSchemaName = keyof Schemas;
export type Parsed<K extends ResponseSchemaName> = ReturnType<Schemas[K]['parse']>;

/**
 * Checks an API answer against its shared schema, loading the schemas (and zod) on first use, so
 * that zod is not part of any page's first load (ADR 0903). Throws like `schema.parse`.
 */
export async function parseResponse<K extends ResponseSchemaName>(
  name: K,
  data: unknown,
): Promise<Parsed<K>> {
  const schemas = await import('./response-schemas');
  return (schemas[name] as { parse: (value: unknown) => unknown }).parse(data) as Parsed<K>;
}

/**
 * The public forms' answers, one module per feature: a form's first answer loads its own schemas
 * with zod, not every form's (nor the content schemas of parseResponse).
 */
const ANSWERS = {
  tickets: () => import('./answer-schemas/tickets'),
  remittance: () => import('./answer-schemas/remittance'),
  'customer-forms': () => import('./answer-schemas/customer-forms'),
  'rate-alerts': () => import('./answer-schemas/rate-alerts'),
  calls: () => import('./answer-schemas/calls'),
  contact: () => import('./answer-schemas/contact'),
  ratings: () => import('./answer-schemas/ratings'),
  careers: () => import('./answer-schemas/careers'),
};
type AnswerSchemas<G extends keyof typeof ANSWERS> = Awaited<ReturnType<(typeof ANSWERS)[G]>>;
export type ParsedAnswer<
  G extends keyof typeof ANSWERS,
  K extends keyof AnswerSchemas<G>,
> = AnswerSchemas<G>[K] extends { parse: (value: unknown) => infer T } ? T : never;

/** Like parseResponse, for a public form's answer: `group` names the feature whose schemas load. */
export async function parseAnswer<G extends keyof typeof ANSWERS, K extends keyof AnswerSchemas<G>>(
  group: G,
  name: K,
  data: unknown,
): Promise<ParsedAnswer<G, K>> {
  const schemas = await ANSWERS[group]();
  return (schemas[name as keyof typeof schemas] as { parse: (value: unknown) => unknown }).parse(
    data,
  ) as ParsedAnswer<G, K>;
}

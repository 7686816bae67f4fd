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

/** The schema itself, loaded the same way, for a caller that hands it on (an upload's answer). */
export async function responseSchema<K extends ResponseSchemaName>(name: K): Promise<Schemas[K]> {
  return (await import('./response-schemas'))[name];
}

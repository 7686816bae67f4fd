import {
  AliasNode,
  IdentifierNode,
  RawNode,
  SelectionNode,
  SelectQueryNode,
  sql,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type SelectQueryBuilder,
  type UnknownRow,
} from 'kysely';

/**
 * Wraps the query it is given as `select count(*) as total from (<query>) as matching`. A list's
 * filtered query arrives without its database handle, so the count is built around it here
 * rather than with a second `selectFrom`.
 */
const wrapInCount: KyselyPlugin = {
  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    const outer = SelectQueryNode.createFrom([AliasNode.create(node, IdentifierNode.create('matching'))]);
    const total = AliasNode.create(RawNode.createWithSql('count(*)'), IdentifierNode.create('total'));
    return SelectQueryNode.cloneWithSelections(outer, [SelectionNode.create(total)]);
  },
  transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return Promise.resolve(result);
  },
};

/**
 * How many rows the query matches, reading at most `cap + 1` of them: a desk needs "12 matching"
 * or "more than 10,000", never a scan of a million rows to say which (ADR 2202).
 */
export async function countCapped<DB, TB extends keyof DB>(
  query: SelectQueryBuilder<DB, TB, object>,
  cap: number,
): Promise<number> {
  const row = await query
    .clearSelect()
    .clearOrderBy()
    .select(sql<number>`1`.as('one'))
    .limit(cap + 1)
    .withPlugin(wrapInCount)
    .executeTakeFirst();
  return Number((row as { total?: number | string } | undefined)?.total ?? 0);
}

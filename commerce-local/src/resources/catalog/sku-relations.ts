import { idIn, linkedTo } from '../../db/conditions'
import type { StoredRecord } from '../../db/records'
import { visibleRecords } from '../../jsonapi/related-records'
import type { ResourceContext } from '../../jsonapi/resource'

/** A sku's options are the market's options whose `sku_code_regex` matches its code. */
export async function skuOptionsForSkus(ctx: ResourceContext, skus: readonly StoredRecord[]) {
  const options = await visibleRecords(ctx, 'sku_options')
  return new Map(
    skus.map((sku) => [
      sku.id,
      options.filter((option) => matches(option.attributes.sku_code_regex, sku.attributes.code)),
    ]),
  )
}

function matches(pattern: unknown, code: unknown): boolean {
  if (typeof pattern !== 'string' || pattern === '') return true
  try {
    return new RegExp(pattern).test(String(code))
  } catch {
    return false
  }
}

/** The sku lists a sku belongs to, through their sku list items. */
export async function skuListsOfSkus(ctx: ResourceContext, skus: readonly StoredRecord[]) {
  return through(ctx, skus, 'sku_list_items', 'sku', 'sku_list', 'sku_lists')
}

/** The skus of sku lists, in item position order. */
export async function skusOfSkuLists(ctx: ResourceContext, lists: readonly StoredRecord[]) {
  return through(ctx, lists, 'sku_list_items', 'sku_list', 'sku', 'skus')
}

/** A many-to-many read through a join type: owners ← join.from, join.to → targets. */
export async function through(
  ctx: ResourceContext,
  owners: readonly StoredRecord[],
  joinType: string,
  from: string,
  to: string,
  targetType: string,
): Promise<Map<string, StoredRecord[]>> {
  const joins = await visibleRecords(ctx, joinType, [
    linkedTo(
      from,
      owners.map((o) => o.id),
    ),
  ])
  joins.sort((a, b) => Number(a.attributes.position ?? 0) - Number(b.attributes.position ?? 0))
  const targetIds = [...new Set(joins.flatMap((j) => j.relationships[to]?.id ?? []))]
  const targets = new Map((await visibleRecords(ctx, targetType, [idIn(targetIds)])).map((t) => [t.id, t]))
  const result = new Map<string, StoredRecord[]>()
  for (const join of joins) {
    const owner = join.relationships[from]?.id
    const target = targets.get(join.relationships[to]?.id ?? '')
    if (owner && target) result.set(owner, [...(result.get(owner) ?? []), target])
  }
  return result
}

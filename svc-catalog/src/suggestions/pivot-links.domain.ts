import type { Locale, PivotLinks, PivotLinksSaveInput, PivotNode } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { pivot, suggestPivotLinks, type Pivot } from '@feedhub/suggest';
import {
  AppError,
  inTransaction,
  ValidationError,
  type DomainContext,
  type FieldRule,
} from '@feedhub/service-kit';
import { pimCategoriesForIndex } from './category-evidence.repo';
import { hasPivotLinks, pivotLinks, relink, setAutoLinks, setManualLinks } from './pivot-links.repo';
import { bumpBasis } from './suggestions.repo';
import { SCHEMA } from '../schema';

/** Nodes the link editor's search answers with. */
const SEARCH_LIMIT = 20;

/** A pivot node's path in the caller's language (English where the pivot lacks it). */
function pathIn(p: Pivot, node: string, locale: Locale): string {
  const lang = p.languages.includes(locale) ? locale : 'en';
  return (p.pathOf(node, lang) ?? p.pathOf(node, 'en') ?? [node]).join(' › ');
}

/** 404 pim_category_mapping_not_found unless the PIM has the category. */
async function requirePimCategory(trx: Knex, code: string): Promise<void> {
  const row = await trx.withSchema(SCHEMA).table('pim_categories').where('code', code).first('code');
  if (!row) throw new AppError('pim_category_mapping_not_found');
}

/** GET /api/pim-category-mappings/pivot-links: a PIM category's links with their paths. */
export async function getPivotLinks(ctx: DomainContext, code: string): Promise<PivotLinks> {
  await requirePimCategory(ctx.trx, code);
  const p = pivot();
  const links = await pivotLinks(ctx.trx, [code]);
  return {
    code,
    links: links.map((l) => ({
      node: l.node,
      path: pathIn(p, l.node, ctx.locale),
      source: l.source,
      score: l.score,
    })),
  };
}

/** GET /api/pim-category-mappings/pivot-nodes: nodes whose labels are like the words (any pivot language). */
export function searchPivotNodes(ctx: DomainContext, q: string): PivotNode[] {
  const p = pivot();
  return p.search(q, SEARCH_LIMIT).map((hit) => ({ node: hit.id, path: pathIn(p, hit.id, ctx.locale) }));
}

/**
 * POST /api/pim-category-mappings/pivot-links: a person's links for a PIM category; an empty list
 * puts back the automatic ones. Unknown nodes are 422 `exists` under nodes.N. Bumps the basis.
 */
export async function savePivotLinks(ctx: DomainContext, input: PivotLinksSaveInput): Promise<PivotLinks> {
  const p = pivot();
  const rules: Record<string, FieldRule[]> = {};
  input.nodes.forEach((node, i) => {
    if (!p.node(node)) rules[`nodes.${i}`] = [{ rule: 'exists' }];
  });
  await requirePimCategory(ctx.trx, input.code);
  if (Object.keys(rules).length) throw new ValidationError(rules);
  await inTransaction(ctx, async (tx) => {
    if (input.nodes.length) await setManualLinks(tx.trx, input.code, input.nodes);
    else {
      const categories = await pimCategoriesForIndex(tx.trx);
      const auto = suggestPivotLinks(p, categories).filter((l) => l.code === input.code);
      await setAutoLinks(tx.trx, input.code, auto);
    }
    await bumpBasis(tx.trx);
  });
  return getPivotLinks(ctx, input.code);
}

/**
 * Links the PIM's categories to the pivot anew (after a PIM sync): automatic links are suggested
 * again, manual links of codes the PIM still has are kept, and the basis is bumped.
 */
export async function relinkPimCategories(knex: Knex): Promise<number> {
  const categories = await pimCategoriesForIndex(knex);
  const links = suggestPivotLinks(pivot(), categories);
  await knex.transaction(async (trx) => {
    await relink(trx, links, new Set(categories.map((c) => c.code)));
    await bumpBasis(trx);
  });
  return links.length;
}

/** On a first start: links the PIM's categories when no link is stored yet. */
export async function linkPimCategoriesOnce(knex: Knex): Promise<number | null> {
  pivot();
  if (await hasPivotLinks(knex)) return null;
  const hasCategories = await knex.withSchema(SCHEMA).table('pim_categories').first('code');
  return hasCategories ? relinkPimCategories(knex) : null;
}

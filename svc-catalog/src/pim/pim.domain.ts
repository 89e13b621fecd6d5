import type {
  ListPage,
  PimAttributeListQuery,
  PimAttributeOptionRow,
  PimAttributeRow,
  PimCategoryListQuery,
  PimCategoryRow,
} from '@feedhub/contracts';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import { presentPimAttribute, presentPimAttributeOption, presentPimCategory } from './pim.presenter';
import {
  findPimAttributeCopy,
  pagePimAttributeCopies,
  pagePimCategoryCopies,
  pimAttributeOptionCopies,
} from './pim.repo';

/** A page of the PIM's categories, named in the caller's language. */
export async function listPimCategories(
  ctx: DomainContext,
  query: PimCategoryListQuery,
): Promise<ListPage<PimCategoryRow>> {
  const page = await pagePimCategoryCopies(ctx.trx, query, ctx.locale);
  return { total: page.total, rows: page.rows.map((row) => presentPimCategory(row, ctx.locale)) };
}

/** A page of the PIM's attributes, named in the caller's language. */
export async function listPimAttributes(
  ctx: DomainContext,
  query: PimAttributeListQuery,
): Promise<ListPage<PimAttributeRow>> {
  const page = await pagePimAttributeCopies(ctx.trx, query, ctx.locale);
  return { total: page.total, rows: page.rows.map((row) => presentPimAttribute(row, ctx.locale)) };
}

/** The options of one PIM attribute, in their order; an unknown attribute is 404 pim_attribute_not_found. */
export async function listPimAttributeOptions(
  ctx: DomainContext,
  code: string,
): Promise<PimAttributeOptionRow[]> {
  if (!(await findPimAttributeCopy(ctx.trx, code))) throw new AppError('pim_attribute_not_found', { code });
  const rows = await pimAttributeOptionCopies(ctx.trx, code);
  return rows.map((row) => presentPimAttributeOption(row, ctx.locale));
}

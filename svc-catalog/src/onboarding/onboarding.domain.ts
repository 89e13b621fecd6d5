import { PG_INTEGER_MAX, type Onboarding } from '@feedhub/contracts';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import { familiesForPimCategories } from '../pim-mappings/pim-category-family';
import { confidentCategoryTargets, onboardingRow, type OnboardingRow } from './onboarding.repo';

/**
 * A partner's first-run checklist (issue 31), every step read from the catalog's own data:
 * - imported: a products import wrote its stats row (its job id), or a categories or attributes
 *   import saw a category or attribute;
 * - categories, attributes: mapped of all, and of the unmapped ones how many have a stored
 *   suggestion; `confident` counts those "Accept N confident" maps (a category's also needs a family
 *   for its PIM category, as the accept does); done when all are mapped and there is one;
 * - priceFormula: the partner has a price rule;
 * - productsSent: products chosen for the PIM (Send to PIM, or a category that exports all);
 * - exportRun: the PIM accepted a product of the partner from an export job.
 * 404 partner_not_found.
 */
export async function partnerOnboarding(ctx: DomainContext, partnerId: number): Promise<Onboarding> {
  // An id past PostgreSQL's integer names no partner (and must not reach the query).
  const row = partnerId <= PG_INTEGER_MAX ? await onboardingRow(ctx.trx, partnerId) : undefined;
  if (!row) throw new AppError('partner_not_found');
  const targets = await confidentCategoryTargets(ctx.trx, partnerId);
  const families = await familiesForPimCategories(
    ctx.trx,
    targets.map((t) => t.code),
  );
  const acceptable = targets.reduce((sum, t) => sum + (families.has(t.code) ? t.categories : 0), 0);
  return presentOnboarding(partnerId, row, acceptable);
}

/** The checklist of one partner's counts; `acceptableCategories`: confident categories whose PIM category has a family. */
export function presentOnboarding(
  partnerId: number,
  row: OnboardingRow,
  acceptableCategories: number,
): Onboarding {
  const counted = (total: number, mapped: number, confident: number, suggested: number) => ({
    done: total > 0 && mapped === total,
    mapped,
    total,
    confident,
    suggested,
  });
  const jobId = row.last_import_job_id === null ? null : Number(row.last_import_job_id);
  const steps: Onboarding['steps'] = {
    imported: {
      done: jobId !== null || row.seen_by_import,
      jobId,
      state: jobId !== null || row.seen_by_import ? 'done' : null,
    },
    categories: counted(
      row.categories,
      row.mapped_categories,
      acceptableCategories,
      row.suggested_categories,
    ),
    attributes: counted(
      row.attributes,
      row.mapped_attributes,
      row.confident_attributes,
      row.suggested_attributes,
    ),
    priceFormula: { done: row.price_rules > 0 },
    productsSent: { done: row.products_sent > 0, count: row.products_sent },
    exportRun: { done: row.products_exported, jobId: null },
  };
  return {
    partnerId,
    complete: Object.values(steps).every((step) => step.done),
    steps,
  };
}

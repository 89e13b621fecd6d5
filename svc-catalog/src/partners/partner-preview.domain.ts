import type { PartnerPreviewInput, PartnerPreviewResult } from '@feedhub/contracts';
import { translate } from '@feedhub/i18n';
import { feedMessage, previewFeed, type FeedPreview } from '@feedhub/feeds';
import { AppError, ValidationError, type DomainContext } from '@feedhub/service-kit';
import type { CatalogConfig } from '../config';
import { feedSourceOptions, resolveFeedLocation } from '../feeds/feed-source';
import { feedParamsRules, storedPasswordRules, withStoredSecrets } from './partners.domain';
import { presentPreviewProduct } from './partners.presenter';
import { findPartner } from './partners.repo';

/** Products the preview shows. */
const PREVIEW_PRODUCTS = 10;
/** Warnings it shows (all are counted). */
const PREVIEW_WARNINGS = 20;
/** How long it reads at most: a bigger or slower feed is summarised as far as it got. */
export const PREVIEW_BUDGET_MS = 15_000;
/** Connect + headers, and silence while reading, before the feed counts as not answering. */
const PREVIEW_NETWORK_TIMEOUT_MS = 10_000;

/**
 * The partner form's feed preview: checks the class and its params as the save does (422 under
 * className / params.*; a masked password of a stored partner reads its stored one), then reads the
 * feed with the catalog's address rules, for at most PREVIEW_BUDGET_MS. A feed that cannot be read
 * is an answer (summary.error), not an HTTP error.
 */
export async function previewPartnerFeed(
  ctx: DomainContext,
  config: Pick<CatalogConfig, 'FEED_ALLOWED_NETWORKS'>,
  input: PartnerPreviewInput,
  budgetMs = PREVIEW_BUDGET_MS,
): Promise<PartnerPreviewResult> {
  const existing = input.id ? await findPartner(ctx.trx, input.id) : undefined;
  if (input.id && !existing) throw new AppError('partner_not_found');
  const params = withStoredSecrets(input.params, existing);
  const rules = {
    ...feedParamsRules(input.className, params),
    ...storedPasswordRules(input.params, existing),
  };
  if (Object.keys(rules).length) throw new ValidationError(rules);
  const { location, allowFiles } = resolveFeedLocation(String(params.url));
  const controller = new AbortController();
  let outOfTime = false;
  const budget = setTimeout(() => {
    outOfTime = true;
    controller.abort();
  }, budgetMs);
  let preview: FeedPreview;
  try {
    preview = await previewFeed({
      className: input.className,
      params,
      location,
      source: {
        ...feedSourceOptions(config),
        allowFiles,
        timeoutMs: PREVIEW_NETWORK_TIMEOUT_MS,
        idleTimeoutMs: PREVIEW_NETWORK_TIMEOUT_MS,
      },
      signal: controller.signal,
      limit: PREVIEW_PRODUCTS,
      limits: { maxWarningsKept: PREVIEW_WARNINGS },
    });
  } catch (error) {
    // Not a feed problem but ours: logged in full, the form still gets an answer.
    ctx.log.error({ err: error }, 'partner feed preview failed');
    return failedPreview(translate(ctx.locale, 'messages', 'preview_failed'));
  } finally {
    clearTimeout(budget);
  }
  return presentPreview(ctx, preview, outOfTime ? budgetMs : null);
}

/** The preview answer: products as the import stores them, translated warnings and summary. */
function presentPreview(
  ctx: DomainContext,
  preview: FeedPreview,
  budgetSpentMs: number | null,
): PartnerPreviewResult {
  const { summary } = preview;
  const error =
    budgetSpentMs !== null && !summary.complete
      ? translate(ctx.locale, 'messages', 'preview_stopped', {
          seconds: budgetSpentMs / 1000,
          records: summary.records,
        })
      : summary.error && feedMessage(ctx.locale, summary.error);
  return {
    products: preview.records.map(presentPreviewProduct),
    warnings: preview.warnings
      .slice(0, PREVIEW_WARNINGS)
      .map((warning) => ({ message: feedMessage(ctx.locale, warning) })),
    summary: {
      records: summary.records,
      warnings: summary.warnings,
      categories: summary.categories,
      attributes: summary.attributes,
      brands: summary.brands,
      complete: summary.complete,
      error: error || null,
      seconds: summary.seconds,
    },
  };
}

/** An answer with nothing read and the reason. */
function failedPreview(error: string): PartnerPreviewResult {
  return {
    products: [],
    warnings: [],
    summary: {
      records: 0,
      warnings: 0,
      categories: 0,
      attributes: 0,
      brands: 0,
      complete: false,
      error,
      seconds: 0,
    },
  };
}

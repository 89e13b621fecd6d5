import type { FeedRecord } from '@feedhub/feeds';
import type { JobRun } from '@feedhub/service-kit';
import { feedBatches, ImportReport, loadPartner, type ImportDeps } from './feed-run';
import { upsertAttributes, upsertCategories, type CollectedAttribute } from './import-catalog.repo';
import { cleanText, mapCategory, type MappedCategory } from './product-row';
import { refreshAttributesAfterImport } from '../suggestions/attribute-refresh';
import { refreshPartnerSuggestions } from '../suggestions/refresh';

/** Entries collected before they are written (a hostile feed with endless distinct values stays bounded). */
const FLUSH_AT = 2_000;
/** Options kept per attribute and run. */
const MAX_OPTIONS = 5_000;
/** Column sizes of partner_attributes. */
const MAX_ATTRIBUTE_CODE = 255;
const MAX_OPTION_CHARS = 1_000;

/** Counts of one upsert. */
interface Upserted {
  new: number;
  seen: number;
}

/**
 * importCategories (queue high): the distinct categories the feed's products name are added or
 * refreshed (name, path); their mapping columns are left as the users set them.
 */
export function importCategories(deps: ImportDeps) {
  return async (run: JobRun) => {
    const partner = await loadPartner(deps.knex, run.job.partnerId);
    const report = new ImportReport(run);
    const now = new Date().toISOString();
    const pending = new Map<string, MappedCategory>();
    const written = new Set<string>();
    const flush = async () => {
      const counts: Upserted = await upsertCategories(deps.knex, partner.id, now, [...pending.values()]);
      report.counts.new += counts.new;
      report.counts.unchanged += counts.seen - counts.new;
      for (const code of pending.keys()) if (written.size < 100_000) written.add(code);
      pending.clear();
      report.publish();
    };
    for await (const records of feedBatches(run, deps, partner, report)) {
      for (const record of records) {
        const category = mapCategory(record);
        if (!category || category === 'too_long' || written.has(category.code)) continue;
        pending.set(category.code, category);
      }
      if (pending.size >= FLUSH_AT) await flush();
      else report.publish();
    }
    await flush();
    // The partner's category suggestions, current when the run ends (docs/mapping.md "Refresh").
    await refreshPartnerSuggestions(deps.knex, partner.id, 'category');
    report.finish();
  };
}

/** Collects one record's attributes (select options) and its brand (the options of attribute `brand`). */
function collect(record: FeedRecord, into: Map<string, CollectedAttribute>): void {
  const add = (code: string, name: string, type: string, values: string[]) => {
    if (!code || code.length > MAX_ATTRIBUTE_CODE) return;
    let attribute = into.get(code);
    if (!attribute) {
      attribute = { name: (cleanText(name) || code).slice(0, 255), type, options: new Set() };
      into.set(code, attribute);
    }
    if (type !== 'select' && type !== 'multi_select') return;
    for (const value of values) {
      const option = cleanText(value).slice(0, MAX_OPTION_CHARS);
      if (option && attribute.options.size < MAX_OPTIONS) attribute.options.add(option);
    }
  };
  if (record.brand) add('brand', 'Brand', 'select', [record.brand]);
  for (const attribute of record.attributes) {
    const values = Array.isArray(attribute.value) ? attribute.value : [attribute.value];
    add(cleanText(attribute.code), attribute.name, attribute.type, values);
  }
}

/**
 * importAttributes (queue high): the attributes the feed's products carry are added (code, name,
 * guessed type); options seen for select and multi-select attributes, and the brands as the options
 * of attribute `brand`, are appended to the stored options (their order kept: option mappings point
 * at indexes). Names, types, weights and mappings the users set are left alone. Then the partner's
 * attributes are scored for mapping suggestions.
 */
export function importAttributes(deps: ImportDeps) {
  return async (run: JobRun) => {
    const partner = await loadPartner(deps.knex, run.job.partnerId);
    const report = new ImportReport(run);
    const now = new Date().toISOString();
    const collected = new Map<string, CollectedAttribute>();
    let size = 0;
    const flush = async () => {
      const counts = await upsertAttributes(deps.knex, partner.id, now, collected);
      report.counts.new += counts.new;
      report.counts.unchanged += counts.seen - counts.new;
      collected.clear();
      size = 0;
      report.publish();
    };
    for await (const records of feedBatches(run, deps, partner, report)) {
      for (const record of records) collect(record, collected);
      size = [...collected.values()].reduce((n, a) => n + 1 + a.options.size, 0);
      if (size >= FLUSH_AT * 10) await flush();
      else report.publish();
    }
    await flush();
    // Every flush has committed: the partner's attributes get their suggestions now.
    await refreshAttributesAfterImport(deps, run);
    report.finish();
  };
}

import { importAttributesJob, importCategoriesJob } from '@feedhub/contracts';
import { defineJob } from '@feedhub/jobs';
import { feedBatches, ImportReport, loadPartner, type ImportDeps } from './feed-run';
import { knexConnection } from '../sql-connection';
import { upsertAttributes, upsertCategories } from './import-catalog.repo';
import { mapCategory, type MappedCategory } from './product-row';
import { AttributeCollector } from './seen-attributes';
import { refreshAttributesAfterImport } from '../suggestions/attribute-refresh';
import { refreshPartnerSuggestions } from '../suggestions/refresh';

/** Entries collected before they are written (a hostile feed with endless distinct values stays bounded). */
const FLUSH_AT = 2_000;

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
  return defineJob(importCategoriesJob, async (run) => {
    const partner = await loadPartner(deps.knex, run.job.partnerId);
    const report = new ImportReport(run);
    const now = new Date().toISOString();
    const pending = new Map<string, MappedCategory>();
    const written = new Set<string>();
    const flush = async () => {
      const categories = [...pending.values()];
      const counts: Upserted = await run.transaction((trx) =>
        upsertCategories(trx, partner.id, now, categories),
      );
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
    await run.transaction((trx) => refreshPartnerSuggestions(trx, partner.id, 'category'));
    report.finish();
  });
}

/**
 * importAttributes (queue high): the attributes the feed's products carry are added (code, name,
 * guessed type); options seen for select and multi-select attributes, and the brands as the options
 * of attribute `brand`, are appended to the stored options (their order kept: option mappings point
 * at indexes). Names, types, weights and mappings the users set are left alone. Then the partner's
 * attributes are scored for mapping suggestions.
 */
export function importAttributes(deps: ImportDeps) {
  return defineJob(importAttributesJob, async (run) => {
    const partner = await loadPartner(deps.knex, run.job.partnerId);
    const report = new ImportReport(run);
    const now = new Date().toISOString();
    const collected = new AttributeCollector({ codes: Infinity, options: Infinity });
    const flush = async () => {
      const rows = collected.rows();
      const counts = await run.transaction((trx) =>
        upsertAttributes(knexConnection(trx), partner.id, now, rows),
      );
      report.counts.new += counts.new;
      report.counts.unchanged += counts.seen - counts.new;
      collected.clear();
      report.publish();
    };
    for await (const records of feedBatches(run, deps, partner, report)) {
      for (const record of records) collected.add(record);
      if (collected.size >= FLUSH_AT * 10) await flush();
      else report.publish();
    }
    await flush();
    // Every flush has committed: the partner's attributes get their suggestions now.
    await refreshAttributesAfterImport(run);
    report.finish();
  });
}

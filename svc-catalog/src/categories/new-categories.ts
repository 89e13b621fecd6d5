import type { Locale, NewCategoriesQuery } from '@feedhub/contracts';
import { NEW_CATEGORIES_FILE_NAME } from '@feedhub/contracts';
import { formatDateTime, officeDayStart, translate } from '@feedhub/i18n';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import Papa from 'papaparse';
import { Partner } from '../partners/partners.model';
import { SCHEMA } from '../schema';
import { PartnerCategory } from './categories.model';

/**
 * The new-categories CSV (SPEC §2 Partner export categories): the partner's categories first seen on
 * or after a date, for staff to map. Written for spreadsheets: a UTF-8 byte order mark (Excel reads
 * õ, ä, ö, ü, š, ž right only with it), `;` between cells (the list separator of Estonian and most
 * European locales), CRLF line ends, and cells that start with = + - @ (or a tab or CR) prefixed with
 * `'` so that they read as text and never run as formulas (papaparse's escapeFormulae).
 */
export async function newCategoriesCsv(
  ctx: DomainContext,
  query: NewCategoriesQuery,
): Promise<{ name: string; contentType: string; body: string }> {
  const partner = await Partner.query(ctx.trx).findById(query.partnerId);
  if (!partner) throw new AppError('partner_not_found');
  const rows = (await PartnerCategory.query(ctx.trx)
    .alias('c')
    .leftJoin(`${SCHEMA}.pim_categories as pc`, 'pc.code', 'c.pim_category_code')
    .where('c.partner_id', partner.id)
    // From the start of the office's day, whatever the server's zone.
    .where('c.first_seen_at', '>=', officeDayStart(query.date))
    .orderBy('c.first_seen_at')
    .orderBy('c.name')
    .select(
      'c.*',
      ctx.trx.raw(`pc.?? as pim_path`, [ctx.locale === 'et' ? 'path_et' : 'path_en']),
    )) as (PartnerCategory & {
    pimPath: string | null;
  })[];
  const header = columns(ctx.locale);
  const body = Papa.unparse(
    {
      fields: header,
      data: rows.map((c) => [
        c.id,
        c.code,
        c.name,
        c.path.join(' > '),
        formatDateTime(c.firstSeenAt),
        c.pimPath ?? c.pimCategoryCode ?? '',
      ]),
    },
    { delimiter: ';', newline: '\r\n', escapeFormulae: true, quotes: false },
  );
  return {
    name: NEW_CATEGORIES_FILE_NAME,
    contentType: 'text/csv; charset=utf-8',
    body: `\uFEFF${body}\r\n`,
  };
}

/** The header row in the caller's language. */
function columns(locale: Locale): string[] {
  return ['id', 'code', 'name', 'path', 'first_seen', 'pim_category'].map((key) =>
    translate(locale, 'messages', `new_categories_${key}`),
  );
}

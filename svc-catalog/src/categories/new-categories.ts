import type { Locale, NewCategoriesQuery } from '@feedhub/contracts';
import { NEW_CATEGORIES_FILE_NAME } from '@feedhub/contracts';
import { formatDateTime, officeDayStart, translate } from '@feedhub/i18n';
import { AppError, type DomainContext } from '@feedhub/service-kit';
import Papa from 'papaparse';
import { findPartner } from '../partners/partners.repo';
import { categoriesFirstSeenSince } from './categories.repo';

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
  const partner = await findPartner(ctx.trx, query.partnerId);
  if (!partner) throw new AppError('partner_not_found');
  // From the start of the office's day, whatever the server's zone.
  const rows = await categoriesFirstSeenSince(ctx.trx, partner.id, officeDayStart(query.date), ctx.locale);
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

import type { CountryListQuery, ListPage } from '@feedhub/contracts';
import type { Knex } from '@feedhub/db';
import { pageOf, type ListSpec } from '@feedhub/service-kit';
import type { QueryBuilder } from 'objection';
import { Country } from './countries.model';

const COUNTRY_LIST: ListSpec<
  QueryBuilder<Country, Country[]>,
  NonNullable<CountryListQuery['order']>['field']
> = {
  sorts: { name: 'name', id: 'id' },
  defaultSort: { field: 'name', direction: 'asc' },
};

/** A page of countries (by name). */
export async function pageCountries(trx: Knex, query: CountryListQuery): Promise<ListPage<Country>> {
  return pageOf(Country.query(trx).select('id', 'name'), query, COUNTRY_LIST);
}

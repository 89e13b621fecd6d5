import { describeSchema } from '@feedhub/db';

/** The catalog schema's first migration: its history starts and the schema says what it holds. */
export const describeCatalogSchema = describeSchema(
  '20261124010000_describe_catalog_schema',
  'Feedhub catalog service: partners, categories, attributes, products, price rules, PIM mappings',
);

import type { Migration } from '@feedhub/db';
import { describeCatalogSchema } from './20261124010000_describe_catalog_schema';
import { createPartners } from './20261124030000_create_partners';
import { createProducts } from './20261124040000_create_products';
import { createSeeds } from './20261124080000_create_seeds';
import { leanProductIndexes } from './20261124090000_lean_product_indexes';
import { productsWithoutForeignKeys } from './20261124100000_products_without_foreign_keys';
import { createPimReference } from './20261124110000_create_pim_reference';
import { createZeroAmounts } from './20261124120000_create_zero_amounts';
import { createMappings } from './20261124130000_create_mappings';
import { createPriceRules } from './20261124140000_create_price_rules';
import { productListIndexes } from './20261124150000_product_list_indexes';
import { createJobFences } from './20261125000000_create_job_fences';
import { createExport } from './20261125100000_create_export';
import { createImportGuard } from './20261127100000_create_import_guard';
import { createIcecat } from './20261202000000_create_icecat';
import { createSuggestions } from './20261203000000_create_suggestions';
import { partitionProducts } from './20261206000000_partition_products';
import { addCategoryMappingHash } from './20261204000000_add_category_mapping_hash';
import { productCreatedIndex } from './20261207000000_product_created_index';
import { exportListCoversState } from './20261208000000_export_list_covers_state';
import { productSearchIndexes } from './20261209000000_product_search_indexes';

/** Every migration of the catalog schema, in order. */
export const migrations: readonly Migration[] = [
  describeCatalogSchema,
  createPartners,
  createProducts,
  createSeeds,
  leanProductIndexes,
  productsWithoutForeignKeys,
  createPimReference,
  createZeroAmounts,
  createMappings,
  createPriceRules,
  productListIndexes,
  createJobFences,
  createExport,
  createImportGuard,
  createIcecat,
  createSuggestions,
  addCategoryMappingHash,
  partitionProducts,
  productCreatedIndex,
  exportListCoversState,
  productSearchIndexes,
];

/** The form field each unique constraint guards (a race past the domain check is 422 there). */
export const uniqueFields: Readonly<Record<string, string>> = {
  partners_name_key_unique: 'name',
  partner_attributes_partner_id_code_unique: 'attributes',
  partner_categories_partner_id_code_unique: 'code',
  partner_products_partner_id_code_unique: 'code',
  icecat_feature_map_feature_id_unique: 'featureId',
  partner_zero_amounts_partner_id_brand_category_id_unique: 'brand',
};

/** English success messages that saves, deletes and maintenance actions return. */
export const messages = {
  logged_in: 'Logged in',
  logged_out: 'Logged out',
  locale_saved: 'Language saved',
  setting_saved: 'Setting saved',
  ip_rule_saved: 'IP rule saved',
  ip_rule_deleted: 'IP rule deleted',
  role_saved: 'Role saved',
  role_deleted: 'Role deleted',
  user_saved: 'User saved',
  user_deleted: 'User deleted',
  preview_stopped:
    'The preview stopped reading after :seconds seconds: the summary counts the first :records records only',
  preview_failed: 'The feed could not be read',
  maintenance_cache_cleared_one:
    'Cache cleared: :count cached entry dropped (:done of :answered instances hold a cache)',
  maintenance_cache_cleared_other:
    'Cache cleared: :count cached entries dropped (:done of :answered instances hold a cache)',
  maintenance_cache_nothing_one: 'Nothing to clear: the instance that answered holds no cache',
  maintenance_cache_nothing_other:
    'Nothing to clear: none of the :count instances that answered holds a cache',
  maintenance_queue_restarted_one:
    'Queue restart requested: :count worker restarts after its current item (:done of :answered instances run workers)',
  maintenance_queue_restarted_other:
    'Queue restart requested: :count workers restart after their current item (:done of :answered instances run workers)',
  maintenance_queue_nothing_one: 'Nothing to restart: the instance that answered runs no workers',
  maintenance_queue_nothing_other:
    'Nothing to restart: none of the :count instances that answered runs workers',
  maintenance_migrated_one:
    'Migrations run: :count migration applied (:done of :answered instances had pending migrations)',
  maintenance_migrated_other:
    'Migrations run: :count migrations applied (:done of :answered instances had pending migrations)',
  maintenance_migrate_nothing_one: 'Nothing to migrate: the schema is up to date (:count instance answered)',
  maintenance_migrate_nothing_other:
    'Nothing to migrate: every schema is up to date (:count instances answered)',
  maintenance_failed_one: ':count instance failed (:instances)',
  maintenance_failed_other: ':count instances failed (:instances)',
  maintenance_no_answer: 'No service answered: nothing was done',
  queue_high: 'High: before the import (categories, attributes)',
  queue_medium: 'Medium: the product import',
  queue_low: 'Low: after the import (prices, amounts)',
  products_added_to_export_one: ':count product is on the PIM export list',
  products_added_to_export_other: ':count products are on the PIM export list',
  products_export_unmapped_one:
    ':count of them is not in a category mapped to the PIM and will be skipped until its category is mapped',
  products_export_unmapped_other:
    ':count of them are not in categories mapped to the PIM and will be skipped until their categories are mapped',
  products_export_all_unmapped_one:
    'it is not in a category mapped to the PIM and will be skipped until its category is mapped',
  products_export_all_unmapped_other:
    'none of them is in a category mapped to the PIM: they will be skipped until their categories are mapped',
  price_rule_saved: 'Price formula saved',
  price_rule_deleted: 'Price formula deleted',
  zero_amount_saved: 'Zero amount rule saved',
  zero_amount_deleted: 'Zero amount rule deleted',
  icecat_feature_saved: 'Icecat feature mapping saved',
  icecat_feature_deleted: 'Icecat feature mapping deleted',
  icecat_refresh_queued: 'Icecat look-ups of the partner queued (job :id)',
  partner_saved: 'Partner saved',
  partner_job_added: 'Partner job added',
  partner_job_deleted: 'Partner job deleted',
  partner_job_stopping: 'The job stops after its current batch',
  export_job_added: 'Export job added',
  export_job_deleted: 'Export job deleted',
  error_notice_deleted: 'Error notice deleted',
  partner_category_saved: 'Category mapping saved',
  partner_attribute_saved: 'Attribute mapping saved',
  pim_category_mapping_saved: 'PIM category mapping saved',
  pim_category_priorities_saved: 'Priorities saved',
  new_categories_id: 'ID',
  new_categories_code: 'Code',
  new_categories_name: 'Name',
  new_categories_path: 'Path',
  new_categories_first_seen: 'First seen',
  new_categories_pim_category: 'PIM category',
  pim_sync_queued: 'The PIM sync is queued (job :id)',
  job_retried: 'Job :id will run again as job :newId',
  queue_paused: 'Queue :queue is paused: its jobs wait until it is resumed',
  queue_resumed: 'Queue :queue is resumed',
  held_job_applying: 'Run :id will be merged',
  held_job_discarding: 'Run :id is being discarded',
  pivot_links_saved: 'Pivot taxonomy links saved',
  suggestions_accepted_one: ':count category mapped from its suggestion',
  suggestions_accepted_other: ':count categories mapped from their suggestions',
  // One line per reason of a mapping suggestion (:supplier is the supplier's data, :matched what it matched).
  suggestion_reason_partners: ':supplier ≈ :matched (mapped so :count times)',
  'suggestion_reason_partners@matched,supplier': ':supplier ≈ :matched (mapped so before)',
  suggestion_reason_taxonomy: ':supplier ≈ :matched',
  suggestion_reason_google_category: 'Google product category :supplier ≈ :matched',
  suggestion_reason_titles: 'Product titles (“:supplier”) ≈ :matched',
} as const;

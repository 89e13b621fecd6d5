/** English texts of job log lines, job statuses and error notices (keys written by workers and the jobs service). */
export const jobs: Record<string, string> = {
  status_pending: 'Pending',
  status_running: 'Running',
  status_done: 'Done',
  status_error: 'Error',
  status_held: 'Held',
  job_held:
    'Held for review, nothing merged: :toZero in-stock products would drop to 0, :priceUp prices would rise and :priceDown fall beyond the limit, :new products are new, :gone gone from the feed',
  job_held_without_diff: 'The run was held without saying what it would change; nothing was merged',
  job_apply_requested: 'Apply requested by :user: the held run is merged as it was read',
  job_discard_requested: 'Discard requested by :user: the held run is dropped',
  job_discard_expired: 'Not decided within :days days: the held run is dropped',
  import_held: 'Run :id of :partner is waiting for review: apply or discard it on the partner desktop',
  'import_held@id': 'Run :id is waiting for review: apply or discard it on the partner desktop',
  job_added: 'Job added by :user',
  job_scheduled: 'Job scheduled for :fireAt',
  job_started: 'Started (attempt :attempt of :maxAttempts)',
  job_done: 'Finished',
  job_failed: 'The job failed',
  job_stop_requested: 'Stop requested by :user',
  job_retry: 'Attempt :attempt failed; the job runs again',
  job_worker_lost: 'The worker stopped reporting during attempt :attempt; the job runs again',
  job_lease_expired: 'The worker stopped reporting during attempt :attempt',
  job_worker_shutdown: 'The worker shut down during the run',
  job_attempts_exhausted: 'The job failed :attempts times and is not retried',
  job_superseded: 'A newer pending job of the task replaces this run',
  job_unexpected_error: 'Unexpected error: :message',
  job_params_invalid: 'The job\'s params do not fit the method :method (:issue)',
  job_unknown_method: 'No worker runs the method :method',
  job_feed_error: 'The feed could not be read: :message',
  job_invalid_log_line: 'A log line could not be stored',
  job_warnings_omitted_one: ':count more warning was not logged',
  job_warnings_omitted_other: ':count more warnings were not logged',
  import_started: ':method started: reading :source',
  import_finished:
    'Read :read products in :seconds s: :new new, :changed changed, :unchanged unchanged, :skipped skipped',
  import_missing_zeroed_one: ':count product was not in the feed: its amount is now 0',
  import_missing_zeroed_other: ':count products were not in the feed: their amount is now 0',
  import_more_skipped_one: ':count more warning about skipped or corrected values was not logged',
  import_more_skipped_other: ':count more warnings about skipped or corrected values were not logged',
  import_partner_not_found: 'Partner :id does not exist (any more)',
  pim_sync_started: 'Reading the reference data of the :adapter PIM',
  pim_sync_finished:
    'PIM reference data copied: :categories categories, :families families, :attributes attributes, :options options',
  pim_reference_invalid_one: "The PIM's reference data has :count problem and was not copied: :first",
  pim_reference_invalid_other: "The PIM's reference data has :count problems and was not copied: :first",
  method_importCategories: 'Import categories',
  method_importAttributes: 'Import attributes',
  method_importProducts: 'Import products',
  method_updatePrices: 'Update prices',
  method_updateAmounts: 'Update amounts',
  method_syncPim: 'Sync with PIM',
  method_pruneJobs: 'Prune old jobs',
  method_enrichIcecat: 'Icecat enrichment',
  method_exportProducts: 'Export to the PIM',
  job_queued_by_system: 'Queued by the system',
  job_retry_of: 'Runs again job :id, which ended in error (asked by :user)',
  job_result_kept: 'Attempt :attempt had completed the job before its worker was lost; its result is kept',
  job_log_lines_dropped_one: ':count log line was lost while the jobs service could not be reached',
  job_log_lines_dropped_other: ':count log lines were lost while the jobs service could not be reached',
  pim_sync_copy_empty: 'The catalogue has no copy of the PIM reference data yet',
  prune_finished:
    'Deleted :jobs finished jobs older than :jobDays days and :notices error notices older than :noticeDays days',
  import_held_stock:
    'Held for review: :toZero of the :inStock products in stock would drop to 0. Nothing was merged; apply or discard the run on the partner desktop',
  import_held_price:
    'Held for review: :moved of the :priced priced products would change price by ×:factor or more. Nothing was merged; apply or discard the run on the partner desktop',
  import_held_applied: 'The run held for review was applied as it was read',
  import_held_discarded: 'The run held for review was discarded: none of its :count products were merged',
  import_held_missing: 'Run :id has nothing held to apply or discard (it was discarded already)',
  export_started_embedded: 'Export to the embedded PIM started',
  export_started_akeneo: 'Export to Akeneo started',
  export_finished:
    'Export finished: :sent sent, :created created, :updated updated, :refused refused, :skipped skipped',
  export_product_refused: 'The PIM refused :product (:status): :message',
  export_pim_retried: 'The PIM request :method :path failed (:why) and was sent again (attempt :next)',
  icecat_enriched:
    'Icecat look-ups: :found found, :notFound not found, :restricted Full Icecat only, :failed failed',
  icecat_retried: 'Icecat answered :why; asked again after :seconds s',
  icecat_lookup_failed: 'Icecat look-up of product :id failed (:why); it is tried again next time',
  icecat_unauthorized:
    'Icecat refused the credentials (:message): check icecat_username and the tokens in Settings',
  icecat_not_configured: 'Icecat is not set up: give icecat_username (and icecat_url) in Settings',
  export_pim_split: 'The PIM found a batch of :lines products too large (:why); it was sent in two halves',
  export_pim_resent:
    'The PIM answered :answered of the :sent products of a batch; the other :missing were sent again',
  export_pim_token_refresh_refused:
    'The PIM refused to refresh the access token; a new one was asked with the user name and password',
  export_category_skipped_one:
    ":count product of the category “:category” was not sent: the category has no PIM category or family yet (map it on the partner's Categories tab)",
  export_category_skipped_other:
    ":count products of the category “:category” were not sent: the category has no PIM category or family yet (map it on the partner's Categories tab)",
  export_category_unmapped:
    "Its category has no PIM category or family yet (map it on the partner's Categories tab)",
  export_pim_no_identifier: ':product was not sent: the PIM has no identifier attribute',
  export_family_unknown:
    ':product was not sent: the PIM has no family :family (sync the PIM reference data or change the mapping)',
  export_categories_unknown: ':product: the PIM has no category :categories',
  export_value_attribute_unknown: ':product: the PIM has no attribute :attribute; its value was left out',
  export_value_option_unmapped:
    ':product: “:value” of :attribute has no PIM option mapped; the value was left out',
  export_value_invalid: ':product: “:value” is not a valid value of :attribute; it was left out',
  export_icecat_value_unfit:
    ':product: Icecat feature :feature (“:value”) does not fit :attribute; it was left out',
  export_value_unit_unknown: ':product: the unit “:unit” of :attribute is not known; the value was left out',
  export_value_too_long: ':product: :attribute is longer than :max characters; it was left out',
  export_value_type_unsupported:
    ':product: :attribute (:type) cannot be filled from a supplier value; it was left out',
  export_currency_unknown: ':product: the currency :currency is not enabled in the PIM; prices were left out',
  export_pim_unreachable:
    'The PIM could not be reached (:detail). Check the pim_url setting and that the PIM is up.',
  export_pim_auth:
    'The PIM refused the API credentials (:detail). Check the settings pim_client_id, pim_client_secret, pim_username and pim_password.',
  export_pim_forbidden:
    "The PIM refused access (:detail). Give the PIM's API connection the permission to edit products.",
  export_pim_server:
    "The PIM did not answer properly (:detail). Try again later; if it goes on, check the PIM's logs.",
  export_status_waiting_new: 'Never exported: the next export sends it',
  export_status_waiting_changed: 'Changed since the PIM accepted it: the next export sends it',
  export_status_exported: 'The PIM holds its latest payload',
  export_status_not_listed: 'Not on the export list, and its category does not export all its products',
  // A product lacking what the PIM requires (export-products' required check): not sent.
  export_price_missing: ':product was not sent: it has no price (:attribute), which the PIM requires',
  // One line per cause and run (export-warnings.ts): :count products, :examples names a few.
  export_price_missing_one: 'Skipped :count product without a price (:attribute): :examples',
  export_price_missing_other: 'Skipped :count products without a price (:attribute): :examples',
  export_pim_no_identifier_one: 'Skipped :count product: the PIM has no identifier attribute (:examples)',
  export_pim_no_identifier_other: 'Skipped :count products: the PIM has no identifier attribute (:examples)',
  export_family_unknown_one:
    'Skipped :count product: the PIM has no family :family (sync the PIM reference data or change the mapping): :examples',
  export_family_unknown_other:
    'Skipped :count products: the PIM has no family :family (sync the PIM reference data or change the mapping): :examples',
  export_categories_unknown_one: ':count product (:examples): the PIM has no category :categories',
  export_categories_unknown_other: ':count products (:examples): the PIM has no category :categories',
  export_value_attribute_unknown_one:
    ':count product (:examples): the PIM has no attribute :attribute; its value was left out',
  export_value_attribute_unknown_other:
    ':count products (:examples): the PIM has no attribute :attribute; its value was left out',
  export_value_option_unmapped_one:
    ':count product (:examples): “:value” of :attribute has no PIM option mapped; the value was left out',
  export_value_option_unmapped_other:
    ':count products (:examples): “:value” of :attribute has no PIM option mapped; the value was left out',
  export_value_invalid_one:
    ':count product (:examples): “:value” is not a valid value of :attribute; it was left out',
  export_value_invalid_other:
    ':count products (:examples): “:value” is not a valid value of :attribute; it was left out',
  export_icecat_value_unfit_one:
    ':count product (:examples): Icecat feature :feature (“:value”) does not fit :attribute; it was left out',
  export_icecat_value_unfit_other:
    ':count products (:examples): Icecat feature :feature (“:value”) does not fit :attribute; it was left out',
  export_value_unit_unknown_one:
    ':count product (:examples): the unit “:unit” of :attribute is not known; the value was left out',
  export_value_unit_unknown_other:
    ':count products (:examples): the unit “:unit” of :attribute is not known; the value was left out',
  export_value_too_long_one:
    ':count product (:examples): :attribute is longer than :max characters; it was left out',
  export_value_too_long_other:
    ':count products (:examples): :attribute is longer than :max characters; it was left out',
  export_value_type_unsupported_one:
    ':count product (:examples): :attribute (:type) cannot be filled from a supplier value; it was left out',
  export_value_type_unsupported_other:
    ':count products (:examples): :attribute (:type) cannot be filled from a supplier value; it was left out',
  export_currency_unknown_one:
    ':count product (:examples): the currency :currency is not enabled in the PIM; prices were left out',
  export_currency_unknown_other:
    ':count products (:examples): the currency :currency is not enabled in the PIM; prices were left out',
};

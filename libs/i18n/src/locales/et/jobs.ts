/** Estonian texts of job log lines, job statuses and error notices (keys written by workers and the jobs service). */
export const jobs: Record<string, string> = {
  status_pending: 'Ootel',
  status_running: 'Töös',
  status_done: 'Valmis',
  status_error: 'Viga',
  status_held: 'Peatatud',
  job_held:
    'Peatatud ülevaatuseks, midagi ei liidetud: :toZero laos olevat toodet jääks nulli, :priceUp hinda tõuseks ja :priceDown langeks üle piiri, :new toodet on uued, :gone kadus voost',
  job_held_without_diff: 'Käivitus peatati ilma muudatusi esitamata; midagi ei liidetud',
  job_apply_requested: 'Rakendamist küsis :user: peatatud käivitus liidetakse nii, nagu see loeti',
  job_discard_requested: 'Loobumist küsis :user: peatatud käivitusest loobutakse',
  job_discard_expired: 'Otsust ei tehtud :days päeva jooksul: peatatud käivitusest loobutakse',
  import_held:
    'Partneri :partner käivitus :id ootab ülevaatust: rakendage see või loobuge sellest partneri töölaual',
  'import_held@id': 'Käivitus :id ootab ülevaatust: rakendage see või loobuge sellest partneri töölaual',
  job_added: 'Töö lisas :user',
  job_scheduled: 'Töö ajastati ajaks :fireAt',
  job_started: 'Alustatud (katse :attempt/:maxAttempts)',
  job_done: 'Lõpetatud',
  job_failed: 'Töö ebaõnnestus',
  job_stop_requested: 'Peatamist palus :user',
  job_retry: 'Katse :attempt ebaõnnestus; töö käivitatakse uuesti',
  job_worker_lost: 'Töötaja lakkas katse :attempt ajal teatamast; töö käivitatakse uuesti',
  job_lease_expired: 'Töötaja lakkas katse :attempt ajal teatamast',
  job_worker_shutdown: 'Töötaja seiskus töö ajal',
  job_attempts_exhausted: 'Töö ebaõnnestus :attempts korda ja seda ei korrata',
  job_superseded: 'Selle käivituse asendab ülesande uuem ootel töö',
  job_unexpected_error: 'Ootamatu viga: :message',
  job_params_invalid: 'Töö parameetrid ei sobi meetodile :method (:issue)',
  job_unknown_method: 'Meetodit :method ei käivita ükski töötaja',
  job_feed_error: 'Voogu ei õnnestunud lugeda: :message',
  job_invalid_log_line: 'Logirida ei õnnestunud salvestada',
  job_warnings_omitted_one: 'Veel :count hoiatus jäi logimata',
  job_warnings_omitted_other: 'Veel :count hoiatust jäi logimata',
  import_started: ':method algas: loen :source',
  import_finished:
    'Loetud :read toodet :seconds s jooksul: :new uut, :changed muudetud, :unchanged muutmata, :skipped vahele jäetud',
  import_missing_zeroed_one: ':count toode ei olnud voos: selle kogus on nüüd 0',
  import_missing_zeroed_other: ':count toodet ei olnud voos: nende kogus on nüüd 0',
  import_more_skipped_one: 'Veel :count hoiatus vahele jäetud või parandatud väärtuste kohta jäi logimata',
  import_more_skipped_other: 'Veel :count hoiatust vahele jäetud või parandatud väärtuste kohta jäi logimata',
  import_partner_not_found: 'Partnerit :id ei ole (enam) olemas',
  pim_sync_started: 'Loen :adapter PIM-i võrdlusandmeid',
  pim_sync_finished:
    'PIM-i võrdlusandmed kopeeritud: :categories kategooriat, :families perekonda, :attributes atribuuti, :options valikut',
  pim_reference_invalid_one: 'PIM-i võrdlusandmetes on :count viga ja neid ei kopeeritud: :first',
  pim_reference_invalid_other: 'PIM-i võrdlusandmetes on :count viga ja neid ei kopeeritud: :first',
  method_importCategories: 'Kategooriate import',
  method_importAttributes: 'Atribuutide import',
  method_importProducts: 'Toodete import',
  method_updatePrices: 'Hindade uuendamine',
  method_updateAmounts: 'Koguste uuendamine',
  method_syncPim: 'PIM-iga sünkroonimine',
  method_pruneJobs: 'Vanade tööde kustutamine',
  method_enrichIcecat: 'Icecati rikastamine',
  method_exportProducts: 'Eksport PIM-i',
  job_queued_by_system: 'Süsteemi poolt järjekorda pandud',
  job_retry_of: 'Käivitab uuesti vigaga lõppenud töö :id (küsis :user)',
  job_result_kept:
    'Katse :attempt oli töö lõpetanud enne, kui selle töötaja kadus; selle tulemus jääb kehtima',
  job_log_lines_dropped_one: ':count logirida läks kaduma, kui töödeteenus polnud kättesaadav',
  job_log_lines_dropped_other: ':count logirida läks kaduma, kui töödeteenus polnud kättesaadav',
  pim_sync_copy_empty: 'Kataloogis pole veel PIM-i võrdlusandmete koopiat',
  prune_finished:
    'Kustutati :jobs lõpetatud tööd, mis on vanemad kui :jobDays päeva, ja :notices veateadet, mis on vanemad kui :noticeDays päeva',
  import_held_stock:
    'Peatatud ülevaatuseks: :inStock laos olevast tootest :toZero laoseis langeks nulli. Midagi ei ühendatud; rakendage käivitus või loobuge sellest partneri töölaual',
  import_held_price:
    'Peatatud ülevaatuseks: :priced hinnaga tootest :moved hind muutuks ×:factor või rohkem. Midagi ei ühendatud; rakendage käivitus või loobuge sellest partneri töölaual',
  import_held_applied: 'Ülevaatuseks peatatud käivitus rakendati nii, nagu see loeti',
  import_held_discarded:
    'Ülevaatuseks peatatud käivitusest loobuti: selle :count tootest ei ühendatud ühtegi',
  import_held_missing: 'Käivitusel :id pole midagi rakendada ega loobuda (sellest on juba loobutud)',
  export_started_embedded: 'Eksport sisseehitatud PIM-i algas',
  export_started_akeneo: 'Eksport Akeneosse algas',
  export_finished:
    'Eksport lõppes: saadetud :sent, loodud :created, uuendatud :updated, tagasi lükatud :refused, vahele jäetud :skipped',
  export_product_refused: 'PIM lükkas toote :product tagasi (:status): :message',
  export_pim_retried: 'PIM-i päring :method :path ebaõnnestus (:why) ja saadeti uuesti (katse :next)',
  icecat_enriched:
    'Icecati päringud: :found leitud, :notFound ei leitud, :restricted ainult Full Icecatis, :failed ebaõnnestus',
  icecat_retried: 'Icecat vastas :why; küsiti uuesti :seconds s pärast',
  icecat_lookup_failed:
    'Toote :id Icecati päring ebaõnnestus (:why); seda proovitakse järgmisel korral uuesti',
  icecat_unauthorized:
    'Icecat keeldus volitustest (:message): kontrollige seadetes icecat_username ja võtmeid',
  icecat_not_configured: 'Icecat pole seadistatud: sisestage seadetes icecat_username (ja icecat_url)',
  export_pim_split: 'PIM pidas :lines toote partiid liiga suureks (:why); see saadeti kahe poolena',
  export_pim_resent:
    'PIM vastas partii :sent tootest vaid :answered kohta; ülejäänud :missing saadeti uuesti',
  export_pim_token_refresh_refused:
    'PIM keeldus juurdepääsutõendit uuendamast; uus küsiti kasutajanime ja parooliga',
  export_category_skipped_one:
    ':count toode kategooriast „:category” ei saadetud: kategoorial pole veel PIM-i kategooriat ega perekonda (seo see partneri kategooriate vahelehel)',
  export_category_skipped_other:
    ':count toodet kategooriast „:category” ei saadetud: kategoorial pole veel PIM-i kategooriat ega perekonda (seo see partneri kategooriate vahelehel)',
  export_category_unmapped:
    'Toote kategoorial pole veel PIM-i kategooriat ega perekonda (seo see partneri kategooriate vahelehel)',
  export_pim_no_identifier: 'Toodet :product ei saadetud: PIM-il pole identifikaatori atribuuti',
  export_family_unknown:
    'Toodet :product ei saadetud: PIM-il pole perekonda :family (sünkrooni PIM-i võrdlusandmed või muuda seost)',
  export_categories_unknown: ':product: PIM-il pole kategooriat :categories',
  export_value_attribute_unknown: ':product: PIM-il pole atribuuti :attribute; selle väärtus jäeti välja',
  export_value_option_unmapped:
    ':product: atribuudi :attribute väärtusele „:value” pole PIM-i valikut seotud; väärtus jäeti välja',
  export_value_invalid: ':product: „:value” pole atribuudi :attribute sobiv väärtus; see jäeti välja',
  export_icecat_value_unfit:
    ':product: Icecati tunnus :feature („:value“) ei sobi atribuudile :attribute; see jäeti välja',
  export_value_unit_unknown: ':product: atribuudi :attribute ühik „:unit” on tundmatu; väärtus jäeti välja',
  export_value_too_long: ':product: :attribute on pikem kui :max märki; see jäeti välja',
  export_value_type_unsupported:
    ':product: atribuuti :attribute (:type) ei saa tarnija väärtusest täita; see jäeti välja',
  export_currency_unknown: ':product: valuuta :currency pole PIM-is lubatud; hinnad jäeti välja',
  export_pim_unreachable:
    'PIM-iga ei saadud ühendust (:detail). Kontrolli seadet pim_url ja seda, et PIM töötab.',
  export_pim_auth:
    'PIM ei tunnistanud API ligipääsuandmeid (:detail). Kontrolli seadeid pim_client_id, pim_client_secret, pim_username ja pim_password.',
  export_pim_forbidden: 'PIM keelas ligipääsu (:detail). Anna PIM-i API-ühendusele toodete muutmise õigus.',
  export_pim_server:
    'PIM ei vastanud korrektselt (:detail). Proovi hiljem uuesti; kui viga kordub, vaata PIM-i logisid.',
  export_status_waiting_new: 'Pole kunagi eksporditud: järgmine eksport saadab selle',
  export_status_waiting_changed:
    'Muutunud pärast seda, kui PIM selle vastu võttis: järgmine eksport saadab selle',
  export_status_exported: 'PIM-is on selle viimane versioon',
  export_status_not_listed: 'Pole ekspordinimekirjas ja selle kategooria ei ekspordi kõiki oma tooteid',
  // A product lacking what the PIM requires (export-products' required check): not sent.
  export_price_missing: 'Toodet :product ei saadetud: sellel pole hinda (:attribute), mida PIM nõuab',
  // One line per cause and run (export-warnings.ts): :count products, :examples names a few.
  export_price_missing_one: 'Vahele jäeti :count toode ilma hinnata (:attribute): :examples',
  export_price_missing_other: 'Vahele jäeti :count toodet ilma hinnata (:attribute): :examples',
  export_pim_no_identifier_one:
    'Vahele jäeti :count toode: PIM-il pole identifikaatori atribuuti (:examples)',
  export_pim_no_identifier_other:
    'Vahele jäeti :count toodet: PIM-il pole identifikaatori atribuuti (:examples)',
  export_family_unknown_one:
    'Vahele jäeti :count toode: PIM-il pole perekonda :family (sünkrooni PIM-i võrdlusandmed või muuda seost): :examples',
  export_family_unknown_other:
    'Vahele jäeti :count toodet: PIM-il pole perekonda :family (sünkrooni PIM-i võrdlusandmed või muuda seost): :examples',
  export_categories_unknown_one: ':count toode (:examples): PIM-il pole kategooriat :categories',
  export_categories_unknown_other: ':count toodet (:examples): PIM-il pole kategooriat :categories',
  export_value_attribute_unknown_one:
    ':count toode (:examples): PIM-il pole atribuuti :attribute; selle väärtus jäeti välja',
  export_value_attribute_unknown_other:
    ':count toodet (:examples): PIM-il pole atribuuti :attribute; selle väärtus jäeti välja',
  export_value_option_unmapped_one:
    ':count toode (:examples): atribuudi :attribute väärtusele „:value” pole PIM-i valikut seotud; väärtus jäeti välja',
  export_value_option_unmapped_other:
    ':count toodet (:examples): atribuudi :attribute väärtusele „:value” pole PIM-i valikut seotud; väärtus jäeti välja',
  export_value_invalid_one:
    ':count toode (:examples): „:value” pole atribuudi :attribute sobiv väärtus; see jäeti välja',
  export_value_invalid_other:
    ':count toodet (:examples): „:value” pole atribuudi :attribute sobiv väärtus; see jäeti välja',
  export_icecat_value_unfit_one:
    ':count toode (:examples): Icecati tunnus :feature („:value“) ei sobi atribuudile :attribute; see jäeti välja',
  export_icecat_value_unfit_other:
    ':count toodet (:examples): Icecati tunnus :feature („:value“) ei sobi atribuudile :attribute; see jäeti välja',
  export_value_unit_unknown_one:
    ':count toode (:examples): atribuudi :attribute ühik „:unit” on tundmatu; väärtus jäeti välja',
  export_value_unit_unknown_other:
    ':count toodet (:examples): atribuudi :attribute ühik „:unit” on tundmatu; väärtus jäeti välja',
  export_value_too_long_one: ':count toode (:examples): :attribute on pikem kui :max märki; see jäeti välja',
  export_value_too_long_other:
    ':count toodet (:examples): :attribute on pikem kui :max märki; see jäeti välja',
  export_value_type_unsupported_one:
    ':count toode (:examples): atribuuti :attribute (:type) ei saa tarnija väärtusest täita; see jäeti välja',
  export_value_type_unsupported_other:
    ':count toodet (:examples): atribuuti :attribute (:type) ei saa tarnija väärtusest täita; see jäeti välja',
  export_currency_unknown_one:
    ':count toode (:examples): valuuta :currency pole PIM-is lubatud; hinnad jäeti välja',
  export_currency_unknown_other:
    ':count toodet (:examples): valuuta :currency pole PIM-is lubatud; hinnad jäeti välja',
};

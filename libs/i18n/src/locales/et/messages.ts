import type { messages as en } from '../en/messages';

/** Estonian success messages. */
export const messages: Record<keyof typeof en, string> = {
  logged_in: 'Sisse logitud',
  logged_out: 'Välja logitud',
  locale_saved: 'Keel salvestatud',
  setting_saved: 'Seade salvestatud',
  ip_rule_saved: 'IP-reegel salvestatud',
  ip_rule_deleted: 'IP-reegel kustutatud',
  role_saved: 'Roll salvestatud',
  role_deleted: 'Roll kustutatud',
  user_saved: 'Kasutaja salvestatud',
  user_deleted: 'Kasutaja kustutatud',
  preview_stopped:
    'Eelvaade lõpetas lugemise :seconds sekundi järel: kokkuvõte loeb ainult esimesed :records kirjet',
  preview_failed: 'Voogu ei õnnestunud lugeda',
  maintenance_cache_cleared_one:
    'Vahemälu tühjendatud: eemaldati :count kirje (vahemälu on :done/:answered vastanud eksemplaril)',
  maintenance_cache_cleared_other:
    'Vahemälu tühjendatud: eemaldati :count kirjet (vahemälu on :done/:answered vastanud eksemplaril)',
  maintenance_cache_nothing_one: 'Pole midagi tühjendada: vastanud eksemplaril pole vahemälu',
  maintenance_cache_nothing_other: 'Pole midagi tühjendada: ühelgi :count vastanud eksemplaril pole vahemälu',
  maintenance_queue_restarted_one:
    'Järjekorra taaskäivitus tellitud: :count töötaja taaskäivitub pärast käimasolevat tööd (töötajad on :done/:answered vastanud eksemplaril)',
  maintenance_queue_restarted_other:
    'Järjekorra taaskäivitus tellitud: :count töötajat taaskäivitub pärast käimasolevat tööd (töötajad on :done/:answered vastanud eksemplaril)',
  maintenance_queue_nothing_one: 'Pole midagi taaskäivitada: vastanud eksemplaril pole töötajaid',
  maintenance_queue_nothing_other:
    'Pole midagi taaskäivitada: ühelgi :count vastanud eksemplaril pole töötajaid',
  maintenance_migrated_one:
    'Migratsioonid käivitatud: rakendati :count migratsioon (ootel migratsioone oli :done/:answered vastanud eksemplaril)',
  maintenance_migrated_other:
    'Migratsioonid käivitatud: rakendati :count migratsiooni (ootel migratsioone oli :done/:answered vastanud eksemplaril)',
  maintenance_migrate_nothing_one: 'Pole midagi migreerida: skeem on ajakohane (vastas :count eksemplar)',
  maintenance_migrate_nothing_other:
    'Pole midagi migreerida: kõik skeemid on ajakohased (vastas :count eksemplari)',
  maintenance_failed_one: ':count eksemplar ebaõnnestus (:instances)',
  maintenance_failed_other: ':count eksemplari ebaõnnestus (:instances)',
  maintenance_no_answer: 'Ükski teenus ei vastanud: midagi ei tehtud',
  queue_high: 'Kõrge: enne importi (kategooriad, atribuudid)',
  queue_medium: 'Keskmine: toodete import',
  queue_low: 'Madal: pärast importi (hinnad, kogused)',
  products_added_to_export_one: ':count toode on PIM-i ekspordinimekirjas',
  products_added_to_export_other: ':count toodet on PIM-i ekspordinimekirjas',
  products_export_unmapped_one:
    ':count neist ei ole PIM-iga vastendatud kategoorias ja jäetakse ekspordist välja, kuni kategooria on vastendatud',
  products_export_unmapped_other:
    ':count neist ei ole PIM-iga vastendatud kategooriates ja jäetakse ekspordist välja, kuni kategooriad on vastendatud',
  products_export_all_unmapped_one:
    'see ei ole PIM-iga vastendatud kategoorias ja jäetakse ekspordist välja, kuni kategooria on vastendatud',
  products_export_all_unmapped_other:
    'ükski neist ei ole PIM-iga vastendatud kategoorias ja need jäetakse ekspordist välja, kuni kategooriad on vastendatud',
  price_rule_saved: 'Hinnavalem salvestatud',
  price_rule_deleted: 'Hinnavalem kustutatud',
  zero_amount_saved: 'Nullkoguse reegel salvestatud',
  zero_amount_deleted: 'Nullkoguse reegel kustutatud',
  icecat_feature_saved: 'Icecati tunnuse vastendus salvestatud',
  icecat_feature_deleted: 'Icecati tunnuse vastendus kustutatud',
  icecat_refresh_queued: 'Partneri Icecati päringud järjekorda pandud (töö :id)',
  partner_saved: 'Partner salvestatud',
  partner_job_added: 'Partneri töö lisatud',
  partner_job_deleted: 'Partneri töö kustutatud',
  partner_job_stopping: 'Töö peatub pärast käimasolevat partiid',
  export_job_added: 'Ekspordi töö lisatud',
  export_job_deleted: 'Ekspordi töö kustutatud',
  error_notice_deleted: 'Veateade kustutatud',
  partner_category_saved: 'Kategooria vastendus salvestatud',
  partner_attribute_saved: 'Atribuudi vastendus salvestatud',
  pim_category_mapping_saved: 'PIM-i kategooria vastendus salvestatud',
  pim_category_priorities_saved: 'Prioriteedid salvestatud',
  new_categories_id: 'ID',
  new_categories_code: 'Kood',
  new_categories_name: 'Nimi',
  new_categories_path: 'Asukoht',
  new_categories_first_seen: 'Esmakordselt nähtud',
  new_categories_pim_category: 'PIM-i kategooria',
  pim_sync_queued: 'PIM-i sünkroonimine on järjekorras (töö :id)',
  job_retried: 'Töö :id käivitatakse uuesti tööna :newId',
  queue_paused: 'Järjekord :queue on peatatud: selle tööd ootavad jätkamiseni',
  queue_resumed: 'Järjekord :queue jätkab',
  held_job_applying: 'Käivitus :id liidetakse kataloogi',
  held_job_discarding: 'Käivitusest :id loobutakse',
  pivot_links_saved: 'Pivot-taksonoomia lingid salvestatud',
  suggestions_accepted_one: ':count kategooria vastendati soovituse järgi',
  suggestions_accepted_other: ':count kategooriat vastendati soovituste järgi',
  suggestion_reason_partners: ':supplier ≈ :matched (nii vastendatud :count korda)',
  'suggestion_reason_partners@matched,supplier': ':supplier ≈ :matched (nii on varem vastendatud)',
  suggestion_reason_taxonomy: ':supplier ≈ :matched',
  suggestion_reason_google_category: 'Google’i tootekategooria :supplier ≈ :matched',
  suggestion_reason_titles: 'Toodete nimetused („:supplier“) ≈ :matched',
};

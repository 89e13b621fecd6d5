import type { SettingCode } from '@feedhub/contracts';

/** Estonian setting descriptions by code (i18n namespace `settings`). */
export const settings: Record<SettingCode, string> = {
  pim_adapter: 'PIM-i adapter: embedded (demotabelid) või akeneo (REST API)',
  pim_url: 'Akeneo PIM-i baas-URL',
  pim_client_id: 'Akeneo API kliendi ID',
  pim_client_secret: 'Akeneo API kliendi saladus',
  pim_username: 'Akeneo API kasutajanimi',
  pim_password: 'Akeneo API parool',
  vat_percent: 'Hinnareeglites kasutatav käibemaksuprotsent',
  currency: 'Eksporditavate hindade valuuta',
  export_batch_size: 'Ühe päringuga PIM-i saadetavate toodete arv',
  pim_requests_per_second:
    'Kõige rohkem päringuid sekundis, mida eksport Akeneole saadab (selle õiglane kasutus lubab 100 eksemplari kohta)',
  job_max_attempts: 'Töö katsete arv, enne kui see märgitakse vigaseks',
  error_notice_days: 'Mitu päeva veateateid hoitakse',
  job_retention_days:
    'Mitu päeva lõpetatud töid ja nende logisid hoitakse (igapäevane süsteemitöö kustutab vanemad)',
  held_retention_days:
    'Mitu päeva ülevaatuseks peatatud import ootab rakendamist või loobumist (igapäevane süsteemitöö loobub vanematest)',
  icecat_url: 'Icecati JSON-tooteliides (Open Icecat või Full Icecat)',
  icecat_username: 'Icecati konto kasutajanimi (tühi: rikastamist pole)',
  icecat_api_token: 'Icecati Api-Token (Full Icecat; Open Icecati puhul tühi)',
  icecat_content_token: 'Icecati Content-Token (Full Icecati meedia; Open Icecati puhul tühi)',
  icecat_languages: 'Icecati tootelehtede keeled komadega eraldatult (tühi: PIM-i lokaadid)',
  icecat_requests_per_second: 'Kõige rohkem Icecati päringuid sekundis (selle õiglane kasutus)',
  icecat_refresh_days:
    'Mitu päeva Icecati tooteleht (või vastus „ei leitud“) kehtib, enne kui seda uuesti küsitakse',
  feed_min_rate:
    'Aeglaseim voo allalaadimine, mida import lubab, KiB/s, keskmistatuna üle feed_rate_window (0: alammäära pole)',
  feed_rate_window: 'Mitme sekundi lugemise peale voo allalaadimise kiirus keskmistatakse',
  feed_max_seconds: 'Impordi voo allalaadimise pikim kestus sekundites (3600 = 1 tund)',
  suggest_confident_score:
    'Skoor (0–1), millest alates on vastendussoovitus kindel: nii näidatud ja „Nõustu kindlatega“ võtab selle vastu',
};

import type { onboarding as en } from '../en/onboarding';

/** The same keys as the English texts, every value a string. */
type Texts<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Estonian texts of a new partner's first run: the checklist, the first import, Send to PIM's next step. */
export const onboarding: Texts<typeof en> = {
  checklist: {
    title: 'Esimesed sammud',
    label: 'Esimeste sammude kontrollnimekiri',
    progress: '{{total}} sammust {{done}} tehtud',
    intro: 'Kuus sammu viivad uue partneri voost PIM-i; järgmine on esile tõstetud.',
    hide: 'Peida kontrollnimekiri',
    show: 'Näita kontrollnimekirja',
    next: 'Järgmine',
    stepDone: 'Tehtud',
    stepOpen: 'Veel tegemata',
  },
  steps: {
    imported: {
      title: 'Impordi voog',
      doneTitle: 'Voog imporditud',
      help: 'Esimene import impordib voo kategooriad, siis atribuudid, siis tooted, üksteise järel.',
      waiting: 'Import ootab järjekorras või käib: allolevad sammud täituvad selle käigus.',
      failed: 'Viimane import ebaõnnestus: selle logi partnerite töölaual ütleb, miks.',
      run: 'Käivita esimene import',
      jobs: 'Partnerite töölaud',
      jobsLabel: 'Impordi tööd',
    },
    categories: {
      title: 'Vastenda kategooriad',
      empty: 'Kategooriaid veel pole: import toob need.',
      open: 'Vastenda kategooriad',
    },
    attributes: {
      title: 'Vastenda atribuudid',
      empty: 'Atribuute veel pole: import toob need.',
      open: 'Vastenda atribuudid',
    },
    mapped: '{{total}}-st {{mapped}} vastendatud',
    confident_one: '{{n}} saab korraga kinnitada',
    confident_other: '{{n}} saab korraga kinnitada',
    suggested_one: 'veel {{n}} soovitus ootab ülevaatust',
    suggested_other: 'veel {{n}} soovitust ootab ülevaatust',
    priceFormula: {
      title: 'Määra hinnavalem',
      help: 'Hinnavalem teeb voo hinnast PIM-i hinnad.',
      open: 'Hinnavalemid',
    },
    productsSent: {
      title: 'Saada tooted PIM-i',
      help: 'Vali tooted toodete vahelehel ja vajuta „Saada PIM-i“.',
      count_one: '{{n}} toode ekspordinimekirjas',
      count_other: '{{n}} toodet ekspordinimekirjas',
      open: 'Tooted',
    },
    exportRun: {
      title: 'Käivita ekspordi töö',
      help: 'Ekspordi töö saadab ekspordinimekirja tooted PIM-i; iseenesest see ei käivitu.',
      start: 'Käivita ekspordi töö',
      open: 'Ekspordi töölaud',
      last: 'Ekspordi töö #{{id}}',
    },
  },
  sendNext: {
    title: 'Mis saab edasi',
    text: 'Tooted on ekspordinimekirjas. Ekspordi töö saadab need PIM-i; iseenesest see ei käivitu.',
    textAsk:
      'Tooted on ekspordinimekirjas. Ekspordi töö saadab need PIM-i: selle käivitab keegi, kellel on ekspordi töölaud.',
    start: 'Käivita ekspordi töö kohe',
    added: 'Ekspordi töö #{{id}} on järjekorras: see saadab ekspordinimekirja PIM-i.',
    follow: 'Jälgi seda ekspordi töölaual',
    close: 'Sulge',
  },
};

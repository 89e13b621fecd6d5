import type { ui as en } from '../en/ui';

/** Same shape as the English strings, every leaf a string. */
type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** Estonian UI strings. */
export const ui: Strings<typeof en> = {
  app: { name: 'Feedhub' },
  nav: {
    home: 'Avaleht',
    partners: 'Partnerid',
    partnerList: 'Partnerite nimekiri',
    partnerDesktop: 'Partnerite töölaud',
    pimCategoryMapping: 'PIM-i kategooriate vastendus',
    export: 'Eksport',
    exportDesktop: 'Ekspordi töölaud',
    exportTest: 'Ekspordi test',
    settings: 'Seaded',
    settingsTable: 'Seaded',
    whitelist: 'IP lubatud nimekiri',
    roles: 'Rollid',
    users: 'Kasutajad',
    settingsDesktop: 'Seadete töölaud',
    tests: 'Testid',
    horizon: 'Järjekorra töölaud',
    logout: 'Logi välja',
    language: 'Keel',
  },
  languages: { en: 'English', et: 'Eesti' },
  login: {
    title: 'Sisselogimine',
    username: 'Kasutajanimi',
    password: 'Parool',
    submit: 'Logi sisse',
  },
  errors: {
    permissionDenied: 'Juurdepääs keelatud',
    unauthorized: 'Autoriseerimata',
    notFoundTitle: '404',
    notFound: 'Lehte ei leitud',
    backHome: 'Tagasi avalehele',
    remoteFailed: 'Seda rakenduse osa ei õnnestunud laadida.',
    retry: 'Proovi uuesti',
    loadFailed: 'Andmeid ei õnnestunud laadida.',
  },
  home: {
    title: 'Avaleht',
    intro:
      'Tere tulemast Feedhubi. Avalehe töölaud (tooteotsing, partnerite töölaud ja veateated) tuleb koos partnerite tööga.',
  },
  comingSoon: { text: 'See vaade pole veel valmis: see tuleb oma ülesandega.' },
  table: {
    empty: 'Pole midagi näidata',
    perPage: 'Ridu lehel',
    total: '{{count}} rida',
    loading: 'Laadimine…',
  },
  confirm: {
    title: 'Palun kinnitage',
    deleteText: 'Kas olete kindel, et soovite kustutada?',
    confirm: 'Kinnita',
    cancel: 'Loobu',
  },
  form: { save: 'Salvesta', cancel: 'Loobu', edit: 'Muuda', delete: 'Kustuta', add: 'Lisa' },
  settings: {
    title: 'Seaded',
    code: 'Kood',
    description: 'Kirjeldus',
    value: 'Väärtus',
    actions: 'Tegevused',
    edit: 'Muuda väärtust',
    save: 'Salvesta väärtus',
    cancel: 'Loobu muutmisest',
  },
};

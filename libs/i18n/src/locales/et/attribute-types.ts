/** Estonian labels of the partner attribute types: the screens' selects and the attributes list's typeTranslated. */
export const attributeTypeLabels = {
  checkbox: 'Märkeruut',
  multi_select: 'Mitmikvalik',
  number: 'Arv',
  picture: 'Pilt',
  select: 'Valik',
  text: 'Tekst',
} as const;

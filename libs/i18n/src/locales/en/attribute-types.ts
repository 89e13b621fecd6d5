/** English labels of the partner attribute types: the screens' selects and the attributes list's typeTranslated. */
export const attributeTypeLabels = {
  checkbox: 'Checkbox',
  multi_select: 'Multi-select',
  number: 'Number',
  picture: 'Picture',
  select: 'Select',
  text: 'Text',
} as const;

import type { attributes as en } from '../en/attributes';

/** Estonian field labels. */
export const attributes: Record<keyof typeof en, string> = {
  username: 'kasutajanimi',
  password: 'parool',
  firstName: 'eesnimi',
  lastName: 'perekonnanimi',
  email: 'e-post',
  countryId: 'riik',
  roles: 'rollid',
  roleIds: 'rollid',
  name: 'nimi',
  permissions: 'õigused',
  permissionIds: 'õigused',
  ip: 'IP',
  description: 'kirjeldus',
  value: 'väärtus',
  code: 'kood',
  id: 'id',
  filter: 'filter',
  order: 'järjestus',
  'order.field': 'sortimisväli',
  'order.direction': 'sortimissuund',
  page: 'lehekülg',
  perPage: 'lehekülje suurus',
};

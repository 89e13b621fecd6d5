/** The PostgreSQL schema this service owns; every query names it (STACK trap 4). */
export const SCHEMA = 'catalog';

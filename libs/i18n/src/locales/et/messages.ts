import type { messages as en } from '../en/messages';

/** Estonian success messages. */
export const messages: Record<keyof typeof en, string> = {
  logged_in: 'Sisse logitud',
  logged_out: 'Välja logitud',
  setting_saved: 'Seade salvestatud',
  ip_rule_saved: 'IP-reegel salvestatud',
  ip_rule_deleted: 'IP-reegel kustutatud',
  role_saved: 'Roll salvestatud',
  role_deleted: 'Roll kustutatud',
  user_saved: 'Kasutaja salvestatud',
  user_deleted: 'Kasutaja kustutatud',
  cache_cleared: 'Vahemälu tühjendatud: vastas :count teenust',
  cache_cleared_one: 'Vahemälu tühjendatud: vastas :count teenus',
  queue_restarted: 'Järjekorra taaskäivitus tellitud: vastas :count teenust',
  queue_restarted_one: 'Järjekorra taaskäivitus tellitud: vastas :count teenus',
  migrated: 'Migratsioonid käivitatud: vastas :count teenust, rakendati :migrations migratsiooni',
  migrated_one: 'Migratsioonid käivitatud: vastas :count teenus, rakendati :migrations migratsiooni',
};

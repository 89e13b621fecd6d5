/** English success messages that saves, deletes and maintenance actions return. */
export const messages = {
  logged_in: 'Logged in',
  logged_out: 'Logged out',
  setting_saved: 'Setting saved',
  ip_rule_saved: 'IP rule saved',
  ip_rule_deleted: 'IP rule deleted',
  role_saved: 'Role saved',
  role_deleted: 'Role deleted',
  user_saved: 'User saved',
  user_deleted: 'User deleted',
  cache_cleared: 'Cache cleared: :count services answered',
  cache_cleared_one: 'Cache cleared: :count service answered',
  queue_restarted: 'Queue restart requested: :count services answered',
  queue_restarted_one: 'Queue restart requested: :count service answered',
  migrated: 'Migrations run: :count services answered, :migrations migrations applied',
  migrated_one: 'Migrations run: :count service answered, :migrations migrations applied',
} as const;

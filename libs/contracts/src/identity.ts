import { z } from 'zod';
import { LOCALES } from './constants';
import {
  BodyIdSchema,
  EmailSchema,
  OptionalIdSchema,
  identityName,
  optionalText,
  requiredText,
  typeError,
} from './fields';
import { listQuerySchema } from './http';
import { parseIpRange } from './ip';

/** POST /api/auth/login body. */
export const LoginSchema = z
  .object({
    /** User name (case-insensitive). */
    username: requiredText(255),
    /** Password; capped so an over-long one is refused before hashing. */
    password: z.string(typeError('string')).min(1, { message: 'required' }).max(1024),
  })
  .strict();
/** Login body. */
export type LoginInput = z.infer<typeof LoginSchema>;

/** The logged-in user, as login returns it and the browser stores it (SPEC §3). */
export const AuthUserSchema = z.object({
  /** User id. */
  id: z.number().int(),
  /** User name. */
  username: z.string(),
  /** First name. */
  firstName: z.string(),
  /** Last name. */
  lastName: z.string(),
  /** E-mail. */
  email: z.string(),
  /** Interface language. */
  locale: z.enum(LOCALES),
  /** CSRF token to send as X-CSRF-TOKEN from now on. */
  csrfToken: z.string(),
  /** Granted permission names; `*` means all. */
  permissions: z.array(z.string()),
  /** Every known permission name. */
  allPermissions: z.array(z.string()),
});
/** The logged-in user. */
export type AuthUser = z.infer<typeof AuthUserSchema>;

/** POST /api/auth/locale body: the interface language the user switched to, kept on the user. */
export const LocaleSaveSchema = z
  .object({
    /** One of LOCALES. */
    locale: z.enum(LOCALES, { message: 'in' }),
  })
  .strict();
/** Locale save body (and answer data). */
export type LocaleSaveInput = z.infer<typeof LocaleSaveSchema>;

/** POST /api/auth/logout answer data. */
export const LogoutOutputSchema = z.object({ csrfToken: z.string() });
/** Logout answer data. */
export type LogoutOutput = z.infer<typeof LogoutOutputSchema>;

/** A global setting row. */
export const SettingSchema = z.object({
  /** Id. */
  id: z.number().int(),
  /** Stable code, e.g. `pim_adapter`. */
  code: z.string(),
  /** Value as text; a secret setting's value is never sent back: it reads SECRET_MASK when set. */
  value: z.string().nullable(),
  /** What the setting does, in the caller's language. */
  description: z.string(),
  /** A password or API secret: masked in every answer, kept when the mask is saved unchanged. */
  secret: z.boolean(),
});
/** A setting row. */
export type Setting = z.infer<typeof SettingSchema>;

/** POST /api/settings/save body (SPEC §7: id, code, value, title): only the value changes. */
export const SettingSaveSchema = z
  .object({
    /** Id of the setting. */
    id: BodyIdSchema,
    /** Code (informational; the id decides). */
    code: z.string().max(255).optional(),
    /** Title (informational). */
    title: z.string().max(255).nullish(),
    /** New value. */
    value: z
      .string(typeError('string'))
      .max(10_000)
      .refine((s) => !s.includes('\u0000'), { message: 'no_nul' })
      .nullable(),
  })
  .strict();
/** Setting save body. */
export type SettingSaveInput = z.infer<typeof SettingSaveSchema>;

/** A whitelisted IP rule. */
export const WhitelistedIpSchema = z.object({
  /** Id. */
  id: z.number().int(),
  /** Single address, CIDR or `from-to` range, canonical. */
  ip: z.string(),
  /** Free text. */
  description: z.string().nullable(),
});
/** A whitelisted IP rule. */
export type WhitelistedIp = z.infer<typeof WhitelistedIpSchema>;

/** An IP rule as typed by a user; stored in canonical form. */
export const IpRangeTextSchema = requiredText(100).transform((text, ctx) => {
  const range = parseIpRange(text);
  if (!range) {
    ctx.addIssue({ code: 'custom', message: 'ip_range' });
    return z.NEVER;
  }
  return range.canonical;
});

/** POST /api/whitelisted-ips/save body. */
export const WhitelistedIpSaveSchema = z
  .object({
    /** Id when editing. */
    id: OptionalIdSchema,
    /** Address or range. */
    ip: IpRangeTextSchema,
    /** Free text. */
    description: optionalText(255),
    /**
     * The user confirmed a rule that admits every address (`0.0.0.0/0`, `::/0`, the full range), which
     * switches the whitelist off; without it such a rule is refused (DESIGN §3).
     */
    confirmAll: z.boolean(typeError('boolean')).optional(),
  })
  .strict();
/** Whitelist save body. */
export type WhitelistedIpSaveInput = z.infer<typeof WhitelistedIpSaveSchema>;

/** A permission. */
export const PermissionSchema = z.object({
  /** Id. */
  id: z.number().int(),
  /** Name checked by routes, e.g. `settingsUsers`. */
  name: z.string(),
  /** Description in the user's locale. */
  description: z.string(),
});
/** A permission. */
export type Permission = z.infer<typeof PermissionSchema>;

/** A role with its permissions. */
export const RoleSchema = z.object({
  /** Id. */
  id: z.number().int(),
  /** Unique name. */
  name: z.string(),
  /** Granted permission ids (what a save sends; `permissions` describes them). */
  permissionIds: z.array(z.number().int()),
  /** Granted permissions. */
  permissions: z.array(PermissionSchema),
});
/** A role. */
export type Role = z.infer<typeof RoleSchema>;

/** POST /api/roles/save body. */
export const RoleSaveSchema = z
  .object({
    /** Id when editing. */
    id: OptionalIdSchema,
    /** Unique name (case-insensitive, no look-alike of another), no invisible characters. */
    name: identityName(255),
    /** Granted permission ids. */
    permissionIds: z.array(BodyIdSchema, { message: 'array' }).max(1000).default([]),
  })
  .strict();
/** Role save body. */
export type RoleSaveInput = z.infer<typeof RoleSaveSchema>;

/** A country. */
export const CountrySchema = z.object({
  /** Id. */
  id: z.number().int(),
  /** Name. */
  name: z.string(),
});
/** A country. */
export type Country = z.infer<typeof CountrySchema>;

/** A user as listed. */
export const UserSchema = z.object({
  /** Id. */
  id: z.number().int(),
  /** Unique user name. */
  username: z.string(),
  /** First name. */
  firstName: z.string(),
  /** Last name. */
  lastName: z.string(),
  /** E-mail. */
  email: z.string(),
  /** Country id. */
  countryId: z.number().int().nullable(),
  /** Role ids. */
  roleIds: z.array(z.number().int()),
  /** Roles (id, name). */
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
/** A user. */
export type User = z.infer<typeof UserSchema>;

/**
 * POST /api/users/save body; password is required on add and optional on edit (empty keeps it). A row
 * of GET /api/users/list may be sent back as it is: its `roles` are read-only (roleIds decide; the
 * route's `rowOf` drops them).
 */
export const UserSaveSchema = z
  .object({
    /** Id when editing. */
    id: OptionalIdSchema,
    /** Unique user name (case-insensitive). */
    username: identityName(255).pipe(z.string().regex(/^[\p{L}\p{N}._@-]+$/u, { message: 'username' })),
    /** First name (no invisible characters). */
    firstName: identityName(255),
    /** Last name (no invisible characters). */
    lastName: identityName(255),
    /** E-mail. */
    email: EmailSchema,
    /** New password; empty on edit keeps the current one. */
    password: z
      .string(typeError('string'))
      .max(1024)
      .refine((s) => !s.includes('\u0000'), { message: 'no_nul' })
      .nullish()
      .transform((v) => (v ? v : undefined)),
    /** Country id. */
    countryId: BodyIdSchema,
    /** Role ids. */
    roleIds: z.array(BodyIdSchema, { message: 'array' }).max(1000).default([]),
  })
  .strict()
  .superRefine(
    (user, ctx) => {
      // Runs on any input (see `when`), so not only on an object.
      if (typeof user !== 'object' || user === null) return;
      const password = typeof user.password === 'string' ? user.password : undefined;
      if (!user.id && !password) {
        ctx.addIssue({ code: 'custom', message: 'required', path: ['password'] });
      } else if (password !== undefined && password.length < 8) {
        ctx.addIssue({ code: 'custom', message: 'min.string', params: { min: 8 }, path: ['password'] });
      }
    },
    // Runs even when other fields failed, so the form shows every message at once.
    { when: () => true },
  );
/** User save body. */
export type UserSaveInput = z.infer<typeof UserSaveSchema>;

/** GET /api/users/selects: what the user form's selects offer (roles without needing settingsRoles). */
export const UserSelectsSchema = z.object({
  /** Roles to assign. */
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** Countries. */
  countries: z.array(CountrySchema),
});
/** The user form's select data. */
export type UserSelects = z.infer<typeof UserSelectsSchema>;

/** GET /api/users/list query: sorted by user name unless asked otherwise. */
export const UserListQuerySchema = listQuerySchema({}, ['username', 'firstName', 'lastName', 'email', 'id']);
/** Users list query. */
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

/** GET /api/roles/list query. */
export const RoleListQuerySchema = listQuerySchema({}, ['name', 'id']);
/** Roles list query. */
export type RoleListQuery = z.infer<typeof RoleListQuerySchema>;

/** GET /api/whitelisted-ips/list query. */
export const WhitelistedIpListQuerySchema = listQuerySchema({}, ['ip', 'description', 'id']);
/** Whitelist list query. */
export type WhitelistedIpListQuery = z.infer<typeof WhitelistedIpListQuerySchema>;

/** GET /api/settings/list query. */
export const SettingListQuerySchema = listQuerySchema({}, ['code', 'id']);
/** Settings list query. */
export type SettingListQuery = z.infer<typeof SettingListQuerySchema>;

/** GET /api/permissions/list query: the roles form's select list (SPEC §9: perPage up to 99999). */
export const PermissionListQuerySchema = listQuerySchema({}, ['name', 'id'], { selectList: true });
/** Permissions list query. */
export type PermissionListQuery = z.infer<typeof PermissionListQuerySchema>;

/** GET /api/countries/list query: the users form's select list. */
export const CountryListQuerySchema = listQuerySchema({}, ['name', 'id'], { selectList: true });
/** Countries list query. */
export type CountryListQuery = z.infer<typeof CountryListQuerySchema>;

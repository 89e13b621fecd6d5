import { z } from 'zod';
import { AllowedNetworksSchema } from '@feedhub/contracts';
import { env } from '@feedhub/service-kit';

/** Identity service settings, read once from the environment (DESIGN §2). */
export const IdentityConfigSchema = z.object({
  /** Shared with the gateway: signs the caller header. */
  GATEWAY_SECRET: env.secret(),
  /** Cookies only over https (`__Host-` names, Secure flag). */
  COOKIE_SECURE: env.flag(false),
  /** Minutes without a request after which a session ends (Laravel parity: 120). */
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(120),
  /** Hours after login at which a session ends whatever happens. */
  SESSION_ABSOLUTE_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  /**
   * Private networks outgoing URLs in settings (pim_url) may point at; the same variable, and the
   * same rules, as catalog's feed downloads.
   */
  FEED_ALLOWED_NETWORKS: AllowedNetworksSchema,
  /** Password of the first admin user; random (printed once) when absent. */
  ADMIN_PASSWORD: z.string().min(8, { message: 'must be at least 8 characters' }).optional(),
});
/** Identity service settings. */
export type IdentityConfig = z.infer<typeof IdentityConfigSchema>;

import { z } from "zod/mini";

// zod/mini keeps the first load small: only the checks used here are bundled.
const flag = (fallback: boolean) =>
  z.pipe(
    z.optional(z.enum(["true", "false", "1", "0", ""])),
    z.transform((value) =>
      value === undefined || value === "" ? fallback : value === "true" || value === "1",
    ),
  );

const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value === "" ? undefined : value)),
);

const rate = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value === undefined || value === "" ? 0.1 : Number(value))),
);

// All configuration of doc 1 §9 ("Feature flags" and "Other configuration"), read and validated in one place.
const configSchema = z.object({
  VITE_API_HOST: optionalText,
  VITE_DEBUG: flag(false),
  VITE_ENVIRONMENT: z._default(z.string(), "development"),
  VITE_RELEASE: z._default(z.string(), "dev"),
  VITE_SENTRY_DSN: optionalText,
  VITE_TRACES_SAMPLE_RATE: z.pipe(rate, z.number().check(z.gte(0), z.lte(1))),
  VITE_STRIPE_PUBLIC_KEY: optionalText,
  VITE_MAPS_ACCESS_TOKEN: optionalText,
  VITE_METRICS_ENDPOINT: optionalText,
  VITE_MARKETING_HOST: optionalText,
  VITE_SUPPORT_EMAIL: z._default(z.string(), "help@tandem.community"),
  VITE_INSTAGRAM_URL: optionalText,
  VITE_LINKEDIN_URL: optionalText,
  VITE_FEATURE_MOBILITY: flag(true),
  VITE_FEATURE_RESTRICTED_MOBILITY: flag(false),
  VITE_FEATURE_ADD_FUNDS: flag(true),
});

const env = configSchema.parse(import.meta.env);

/** The app's configuration; see `.env` for the variables. */
export const config = {
  apiHost: env.VITE_API_HOST,
  debug: env.VITE_DEBUG,
  environment: env.VITE_ENVIRONMENT,
  release: env.VITE_RELEASE,
  sentryDsn: env.VITE_SENTRY_DSN,
  tracesSampleRate: env.VITE_TRACES_SAMPLE_RATE,
  stripePublicKey: env.VITE_STRIPE_PUBLIC_KEY,
  mapsAccessToken: env.VITE_MAPS_ACCESS_TOKEN,
  metricsEndpoint: env.VITE_METRICS_ENDPOINT,
  /** The marketing site's host; links to it keep the referrer (F-025). */
  marketingHost: env.VITE_MARKETING_HOST,
  /** Where Contact us writes to (F-011). */
  supportEmail: env.VITE_SUPPORT_EMAIL,
  /** The programme's social pages in the menu footer (F-011); a link shows only when configured. */
  social: { instagram: env.VITE_INSTAGRAM_URL, linkedin: env.VITE_LINKEDIN_URL },
  features: {
    mobility: env.VITE_FEATURE_MOBILITY,
    restrictedMobility: env.VITE_FEATURE_RESTRICTED_MOBILITY,
    addFunds: env.VITE_FEATURE_ADD_FUNDS,
  },
} as const;

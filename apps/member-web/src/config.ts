import { z } from "zod/mini";

// zod/mini keeps the first load small: only the checks used here are bundled.
// Build-time variables are strings; the runtime file (config.json) may also use JSON booleans and numbers.
const flag = (fallback: boolean) =>
  z.pipe(
    z.optional(z.union([z.boolean(), z.enum(["true", "false", "1", "0", ""])])),
    z.transform((value) =>
      typeof value === "boolean"
        ? value
        : value === undefined || value === ""
          ? fallback
          : value === "true" || value === "1",
    ),
  );

const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value === "" ? undefined : value)),
);

const rate = z.pipe(
  z.optional(z.union([z.number(), z.string()])),
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

type Env = z.infer<typeof configSchema>;

/** The app's configuration, as {@link config} holds it. */
export type AppConfig = ReturnType<typeof fromEnv>;

const fromEnv = (env: Env) => ({
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
});

/**
 * The app's configuration; see `.env` for the variables. Build-time values, replaced once before start by a
 * valid runtime file (see {@link applyRuntimeConfig}), so read it when used, not at import.
 */
export const config: Readonly<AppConfig> = fromEnv(configSchema.parse(import.meta.env));

/**
 * Overlays the runtime configuration (`/app/config.json`: the same variable names and values as `.env`) on the
 * build-time values, so one build serves every environment. Content that is not an object of known variables,
 * or that fails the schema, is ignored: the build-time values stay and the reason is returned to be logged.
 */
export function applyRuntimeConfig(runtime: unknown): string | null {
  if (typeof runtime !== "object" || runtime === null || Array.isArray(runtime))
    return "config.json is not a JSON object";
  const unknown = Object.keys(runtime).filter((key) => !(key in configSchema.shape));
  if (unknown.length > 0) return `config.json has unknown variables: ${unknown.join(", ")}`;
  const merged = configSchema.safeParse({ ...import.meta.env, ...runtime });
  if (!merged.success)
    return `config.json has invalid values for ${merged.error.issues.map((issue) => issue.path.join(".")).join(", ")}`;
  Object.assign(config, fromEnv(merged.data));
  return null;
}

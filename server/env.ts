import "server-only";
import { hkdfSync } from "node:crypto";
import { z } from "zod";
import { parseTrustedProxies } from "@/server/http/client-address";

// Every server setting, validated once. The embedded launcher (scripts/start.mjs) fills in
// DATABASE_URL, AUTH_SECRET and DATABASE_POOL_MAX when they are not configured.
// An empty variable (`FOO=` in .env) counts as unset.
const optionalString = z
  .string()
  .optional()
  .transform((v) => (v ? v : undefined));

const baseSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1, "DATABASE_URL is required"),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must be at least 32 characters"),
  APP_URL: z.string().url().default("http://localhost:3000"),
  SMTP_URL: z
    .string()
    .optional()
    .transform((v) => (v ? v : undefined)),
  MAIL_FROM: z.string().default("Weather Event Portal <no-reply@portal.local>"),
  SESSION_TTL_MINUTES: z.coerce
    .number()
    .int()
    .min(2)
    .max(24 * 60)
    .default(30),
  RESET_TOKEN_TTL_MINUTES: z.coerce.number().int().min(5).default(60),
  INVITATION_TOKEN_TTL_HOURS: z.coerce.number().int().min(1).default(72),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Proxies whose X-Forwarded-For is believed (decision D62): addresses and CIDR ranges. */
  TRUSTED_PROXIES: optionalString.superRefine((value, ctx) => {
    try {
      parseTrustedProxies(value);
    } catch (error) {
      ctx.addIssue({ code: "custom", message: (error as Error).message });
    }
  }),
  /** The body cap of every API route (decision D63); read by server/http/api-handler.ts. */
  API_MAX_JSON_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  FILE_STORAGE_DIR: z.string().default("data/files"),
  // An S3-compatible bucket instead of the folder when S3_BUCKET is set (decision D86).
  S3_BUCKET: optionalString,
  S3_ENDPOINT: optionalString.pipe(z.string().url().optional()),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.enum(["true", "false"]).optional(),
  S3_PREFIX: z
    .string()
    .regex(/^([A-Za-z0-9._-]+\/)*$/, "S3_PREFIX must be empty or end with /")
    .default(""),
  EMAIL_WORKER: z.enum(["on", "off"]).default("on"),
  EMAIL_POLL_INTERVAL_MS: z.coerce.number().int().min(100).default(2000),
  COOKIE_SECURE: z.enum(["auto", "true", "false"]).default("auto"),
  WEATHER_SOURCE: z.enum(["files", "noaa"]).default("files"),
  NOAA_BASE_URL: z.string().url().default("https://www.ncei.noaa.gov/access/services/data/v1"),
  // Signing (issue 6). SIGNING_SECRET keys the signed links and the built-in provider's webhooks;
  // unset, it is derived from AUTH_SECRET (HKDF), so no new setting is needed.
  SIGNING_SECRET: optionalString.pipe(z.string().min(32, "SIGNING_SECRET must be at least 32 characters").optional()),
  SIGNING_PROVIDER: z.enum(["builtin", "documenso"]).default("builtin"),
  /** Where the built-in provider posts its webhooks; APP_URL/api/signing/webhook when unset. */
  SIGNING_WEBHOOK_URL: optionalString.pipe(z.string().url().optional()),
  DOCUMENSO_API_URL: optionalString.pipe(z.string().url().optional()),
  DOCUMENSO_API_KEY: optionalString,
  DOCUMENSO_WEBHOOK_SECRET: optionalString,
});

/** The key of signed links and signing webhooks when SIGNING_SECRET is not set. */
export function deriveSigningSecret(authSecret: string): string {
  return Buffer.from(hkdfSync("sha256", authSecret, "weather-event-portal", "signing-secret v1", 32)).toString("base64url");
}

const schema = baseSchema
  .superRefine((e, ctx) => {
    if (e.SIGNING_PROVIDER !== "documenso") return;
    for (const key of ["DOCUMENSO_API_URL", "DOCUMENSO_API_KEY", "DOCUMENSO_WEBHOOK_SECRET"] as const) {
      if (!e[key]) ctx.addIssue({ code: "custom", path: [key], message: `${key} is required with SIGNING_PROVIDER=documenso` });
    }
  })
  .transform((e) => ({ ...e, SIGNING_SECRET: e.SIGNING_SECRET ?? deriveSigningSecret(e.AUTH_SECRET) }));

export type Env = z.infer<typeof schema>;

let cached: Env | undefined;

export function env(): Env {
  if (!cached) {
    const parsed = schema.safeParse(process.env);
    if (!parsed.success) {
      const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
      throw new Error(`Invalid server configuration: ${problems}`);
    }
    cached = parsed.data;
  }
  return cached;
}

/** Secure cookies when the app is served over https (or when forced). */
export function useSecureCookies(): boolean {
  const { COOKIE_SECURE, APP_URL } = env();
  if (COOKIE_SECURE === "auto") return APP_URL.startsWith("https://");
  return COOKIE_SECURE === "true";
}

/** Reads process.env again on next use (tests change settings between cases). */
export function reloadEnv(): void {
  cached = undefined;
}

import "server-only";
import { notFound } from "@/lib/api/errors";
import { Prisma, type AppConfig } from "@/generated/prisma/client";
import { db } from "@/server/db";
import { env } from "@/server/env";

export async function getAppConfig() {
  const config = await db.appConfig.findUnique({ where: { id: 1 } });
  if (!config) throw notFound("Configuration");
  return config;
}

/**
 * A SQL expression for the configuration's fingerprint: the md5 of its whole row (null without
 * one). Any change, through `updateAppConfig` or any other writer, changes it, so a caller that
 * reads it in a query it makes anyway knows whether its cached configuration is current (D57).
 */
export const APP_CONFIG_FINGERPRINT = Prisma.sql`(SELECT md5(c::text) FROM "AppConfig" c WHERE c.id = 1)`;

let cached: { url: string; fingerprint: string; config: AppConfig } | undefined;

/**
 * The configuration whose fingerprint (APP_CONFIG_FINGERPRINT) the caller has just read: this
 * instance's copy while the fingerprint is unchanged, else read again. The copy is read after the
 * fingerprint, so it is at least as new; a newer copy under an older fingerprint only costs one
 * more read on the next call.
 */
export async function getAppConfigFor(fingerprint: string | null): Promise<AppConfig> {
  const url = env().DATABASE_URL;
  if (fingerprint !== null && cached?.url === url && cached.fingerprint === fingerprint) return cached.config;
  const config = await getAppConfig();
  cached = fingerprint === null ? undefined : { url, fingerprint, config };
  return config;
}

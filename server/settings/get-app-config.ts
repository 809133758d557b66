import { notFound } from "@/lib/api/errors";
import { db } from "@/server/db";

export async function getAppConfig() {
  const config = await db.appConfig.findUnique({ where: { id: 1 } });
  if (!config) throw notFound("Configuration");
  return config;
}

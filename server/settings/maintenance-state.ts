import { db } from "@/server/db";

// Maintenance mode is read on every request, so it is cached briefly per instance. A change made
// through this instance is seen at once; other instances see it within CACHE_MS.
const CACHE_MS = 1000;
let cached: { value: { on: boolean; message: string }; at: number } | undefined;

export async function getMaintenanceState(): Promise<{ on: boolean; message: string }> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
  const config = await db.appConfig.findUnique({ where: { id: 1 }, select: { maintenanceMode: true, maintenanceModeMessage: true } });
  const value = { on: config?.maintenanceMode ?? false, message: config?.maintenanceModeMessage ?? "" };
  cached = { value, at: Date.now() };
  return value;
}

export function forgetMaintenanceState(): void {
  cached = undefined;
}

import "server-only";
import { db } from "@/server/db";

// Maintenance mode is read on every request, so it is cached briefly per instance. A change made
// through this instance is seen at once; other instances see it within CACHE_MS.
// The cache lives on globalThis: the production build gives route handlers and pages their own copy
// of this module, and a module variable would let the pages keep the old state after PATCH
// /api/config cleared the route handler's copy (issue 14 item 10).
const CACHE_MS = 1000;
// A read that began before a change is not kept (generation), so it cannot bring the old state back.
type Cached = { value: { on: boolean; message: string }; at: number };
const holder = globalThis as unknown as { __portalMaintenanceState?: { cached?: Cached; generation: number } };
const state = (holder.__portalMaintenanceState ??= { generation: 0 });

export async function getMaintenanceState(): Promise<{ on: boolean; message: string }> {
  const { cached, generation } = state;
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
  const config = await db.appConfig.findUnique({ where: { id: 1 }, select: { maintenanceMode: true, maintenanceModeMessage: true } });
  const value = { on: config?.maintenanceMode ?? false, message: config?.maintenanceModeMessage ?? "" };
  if (state.generation === generation) state.cached = { value, at: Date.now() };
  return value;
}

export function forgetMaintenanceState(): void {
  state.generation += 1;
  state.cached = undefined;
}

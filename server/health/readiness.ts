import "server-only";
import type { ReadinessCheck, ReadinessChecks } from "@/lib/health/health-dto";
import { db } from "@/server/db";
import { checkStorage, storageBackend } from "@/server/storage/file-storage";

export type Readiness = { ready: boolean; checks: ReadinessChecks };

/** Each dependency gets this long to answer; a hung database must not hang the probe. */
const CHECK_TIMEOUT_MS = 3000;

async function timed(check: () => Promise<unknown>): Promise<ReadinessCheck> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, ms: Math.round(performance.now() - started) };
  } catch (error) {
    return {
      ok: false,
      ms: Math.round(performance.now() - started),
      error: error instanceof Error ? error.message.split("\n")[0].slice(0, 200) : "unreachable",
    };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /api/ready: the instance can serve requests when the database answers a query and the file
 * storage can be written (the local folder) or reached (the bucket). Both run at once.
 */
export async function readiness(): Promise<Readiness> {
  const [database, storage] = await Promise.all([timed(() => db.$queryRaw`SELECT 1`), timed(() => checkStorage())]);
  return { ready: database.ok && storage.ok, checks: { database, storage: { ...storage, backend: storageBackendName() } } };
}

function storageBackendName(): string {
  try {
    return storageBackend().name;
  } catch {
    return "unknown";
  }
}

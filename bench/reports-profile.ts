// Times the two exports of the current year once on an existing bench database (DATABASE_URL),
// e.g. the one bench/reports-run.mjs leaves behind: node --cpu-prof --import tsx bench/reports-profile.ts
import { performance } from "node:perf_hooks";
import { currentYearRange } from "@/lib/reports/bordereaux";
import { actorForSession } from "@/server/auth/current-actor";
import { signInWithPassword } from "@/server/auth/sign-in-with-password";
import { db } from "@/server/db";
import { exportBordereauxCsv, exportBordereauxXlsx } from "@/server/reports/export-bordereaux";

const { sessionId } = await signInWithPassword({ email: "admin@example.com", password: "Portal-Demo-2026!" }, { ip: null, userAgent: "bench" });
const admin = (await actorForSession(sessionId))!;
const year = currentYearRange();
for (const [name, run] of [["csv", exportBordereauxCsv], ["xlsx", exportBordereauxXlsx]] as const) {
  if (process.env.ONLY && process.env.ONLY !== name) continue;
  const t = performance.now();
  const response = await run(admin, `http://bench/api/report/bordereaux.${name}?from=${year.from}&until=${year.until}`);
  let bytes = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  console.log(name, ((performance.now() - t) / 1000).toFixed(2), "s", (bytes / 1e6).toFixed(1), "MB", "rss", (process.memoryUsage().rss / 1e6).toFixed(0), "MB");
}
await db.$disconnect();

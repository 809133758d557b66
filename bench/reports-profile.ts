// Times the two exports of the current year once on a database the reports benchmark seeded
// (`BENCH_ONLY=reports npm run bench` leaves it behind as BENCH_DATABASE), to profile them:
// DATABASE_URL=postgresql://postgres@127.0.0.1:5432/portal_bench node --cpu-prof --import tsx bench/reports-profile.ts
// ONLY=csv or ONLY=xlsx times one; SORT=grossPremium (a bordereau sort field) exports in that order, descending.
import { performance } from "node:perf_hooks";
import { currentYearRange } from "@/lib/reports/bordereaux";
import { actorForSession } from "@/server/auth/current-actor";
import { signInWithPassword } from "@/server/auth/sign-in-with-password";
import { db } from "@/server/db";
import { exportBordereauxCsv, exportBordereauxXlsx } from "@/server/reports/export-bordereaux";

const { sessionId } = await signInWithPassword(
  { email: "admin@example.com", password: "Portal-Demo-2026!" },
  { ip: null, userAgent: "bench" },
);
const admin = (await actorForSession(sessionId))!;
const year = currentYearRange();
for (const [name, run] of [
  ["csv", exportBordereauxCsv],
  ["xlsx", exportBordereauxXlsx],
] as const) {
  if (process.env.ONLY && process.env.ONLY !== name) continue;
  const t = performance.now();
  const cpu = process.cpuUsage();
  const sort = process.env.SORT ? `&s[field]=${process.env.SORT}&s[direction]=desc` : "";
  const response = await run(admin, `http://bench/api/report/bordereaux.${name}?from=${year.from}&until=${year.until}${sort}`);
  let bytes = 0;
  const reader = response.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
  }
  const used = process.cpuUsage(cpu);
  console.log(
    name,
    ((performance.now() - t) / 1000).toFixed(2),
    "s, CPU",
    ((used.user + used.system) / 1e6).toFixed(2),
    "s,",
    (bytes / 1e6).toFixed(1),
    "MB, rss",
    (process.memoryUsage().rss / 1e6).toFixed(0),
    "MB",
  );
}
await db.$disconnect();

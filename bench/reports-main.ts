// Entry of bench/reports-run.mjs: the reports and statistics benchmark, then exit.
import { benchReports } from "./reports.bench";
import { db } from "@/server/db";

await benchReports({
  quotations: Number(process.env.BENCH_QUOTATIONS ?? 100_000),
  policies: Number(process.env.BENCH_POLICIES ?? 20_000),
  transactions: Number(process.env.BENCH_TRANSACTIONS ?? 100_000),
  calls: Number(process.env.BENCH_REPORT_CALLS ?? 200),
});
await db.$disconnect();
process.exit(0);

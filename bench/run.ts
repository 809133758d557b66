// npm run bench: every benchmark against a fresh database on TEST_DATABASE_URL with the demo data
// and the shared weather history. Reports percentiles and ratios; asserts nothing.
import { benchClaims } from "./claims.bench";
import { benchDocuments } from "./documents.bench";
import { benchQuotations } from "./quotations.bench";
import { benchRater } from "./rater.bench";
import { benchReports } from "./reports.bench";
import { db } from "@/server/db";

const only = process.env.BENCH_ONLY;
if (!only || only === "rater") await benchRater(Number(process.env.BENCH_RUNS ?? 60));
if (!only || only === "quotations") {
  await benchQuotations({
    quotations: Number(process.env.BENCH_QUOTATIONS ?? 100_000),
    calls: Number(process.env.BENCH_LIST_CALLS ?? 400),
    explain: process.env.BENCH_EXPLAIN === "1",
  });
}
// The reports reuse the quotations benchmark's 100,000 quotations (and make them when run alone).
if (!only || only === "reports") {
  await benchReports({
    quotations: Number(process.env.BENCH_QUOTATIONS ?? 100_000),
    policies: Number(process.env.BENCH_POLICIES ?? 20_000),
    transactions: Number(process.env.BENCH_TRANSACTIONS ?? 100_000),
    calls: Number(process.env.BENCH_REPORT_CALLS ?? 200),
  });
}
if (!only || only === "claims") await benchClaims({ policies: Number(process.env.BENCH_CLAIM_POLICIES ?? 20_000) });
if (!only || only === "documents") await benchDocuments(Number(process.env.BENCH_DOCUMENT_RUNS ?? 30));
await db.$disconnect();
process.exit(0);

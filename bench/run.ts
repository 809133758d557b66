// npm run bench: every benchmark against a fresh database on TEST_DATABASE_URL with the demo data
// and the shared weather history. Reports percentiles and ratios; asserts nothing.
import { benchRater } from "./rater.bench";
import { db } from "@/server/db";

await benchRater(Number(process.env.BENCH_RUNS ?? 60));
await db.$disconnect();
process.exit(0);

// One "app instance" of the rate-limit test (tests/security/rate-limits.test.ts): its own process
// and connection pool on the test's database, counting `HITS` requests of one key at once with the
// real limiter. Prints how many it was allowed.
import { hitRateLimit } from "@/server/http/rate-limit";
import { db } from "@/server/db";

const rule = { name: "test-instances", max: Number(process.env.MAX), windowSeconds: 600, what: "tests" };
const hits = await Promise.all(Array.from({ length: Number(process.env.HITS) }, () => hitRateLimit(rule, "shared-subject")));
console.log(JSON.stringify({ allowed: hits.filter((h) => h.allowed).length, counts: hits.map((h) => h.hits) }));
await db.$disconnect();

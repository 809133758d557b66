#!/usr/bin/env node
// The reports and statistics benchmark alone (bench/reports.bench.ts), on a fresh database
// BENCH_DATABASE (default portal_bench_reports) of TEST_DATABASE_URL with the demo data:
// `node bench/reports-run.mjs`. `npm run bench` runs it too once scripts/bench.mjs calls it.
import path from "node:path";
import pg from "pg";
import { root, runAsync } from "../scripts/lib/runtime.mjs";
import { applyMigrations } from "../scripts/lib/migrate.mjs";

const server = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const url = new URL(server);
const name = process.env.BENCH_DATABASE ?? "portal_bench_reports";
if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error("BENCH_DATABASE must be a plain lower-case database name");
url.pathname = `/${name}`;
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();
Object.assign(process.env, { DATABASE_URL: url.toString(), DATABASE_POOL_MAX: "16", AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-secret-bench-secret-bench-secret-00", NODE_ENV: "production" });

await applyMigrations(url.toString(), { migrationsDir: path.join(root, "prisma/migrations"), log: () => {} });
await runAsync(process.execPath, ["--import", "tsx", path.join(root, "prisma/seed.ts")]);
await runAsync(process.execPath, ["--expose-gc", "--import", "tsx", path.join(root, "bench/reports-main.ts")]);

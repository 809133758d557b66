#!/usr/bin/env node
// npm run bench: prepares a fresh benchmark database (migrations, demo data, weather history) on
// TEST_DATABASE_URL and runs bench/run.ts. BENCH_DATABASE names the database (default portal_bench),
// so that two checkouts can run it at once. Then scripts/bench-js-size.mjs lists each page's first-load
// JavaScript from the production build (BENCH_ONLY=js-size runs only that, without a database).
import path from "node:path";
import pg from "pg";
import { generatePrismaClient, root, runAsync, weatherDataDir } from "./lib/runtime.mjs";
import { applyMigrations } from "./lib/migrate.mjs";

const only = process.env.BENCH_ONLY;
const jsSize = () => runAsync(process.execPath, [path.join(root, "scripts/bench-js-size.mjs")]);
if (only === "js-size") {
  await jsSize();
  process.exit(0);
}

const server = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const url = new URL(server);
const name = process.env.BENCH_DATABASE ?? "portal_bench";
if (!/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error("BENCH_DATABASE must be a plain lower-case database name");
  process.exit(1);
}
url.pathname = `/${name}`;
const weather = weatherDataDir();
if (!weather) {
  console.error("The benchmarks need the weather data: set WEATHER_DATA_DIR");
  process.exit(1);
}
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();

const env = {
  DATABASE_URL: url.toString(),
  DATABASE_POOL_MAX: "16",
  AUTH_SECRET: process.env.AUTH_SECRET ?? "bench-secret-bench-secret-bench-secret-00",
  NODE_ENV: "production",
};
Object.assign(process.env, env);
generatePrismaClient();
await applyMigrations(url.toString(), { migrationsDir: path.join(root, "prisma/migrations"), log: () => {} });
await runAsync(process.execPath, [
  "--import",
  path.join(root, "scripts/lib/server-only-hook.mjs"),
  "--import",
  "tsx",
  path.join(root, "prisma/seed.ts"),
]);
await runAsync(process.execPath, [
  "--import",
  path.join(root, "scripts/lib/server-only-hook.mjs"),
  "--import",
  "tsx",
  path.join(root, "server/weather/import-command.ts"),
  weather,
]);
// --expose-gc: the export benchmark measures memory from a collected heap.
await runAsync(process.execPath, [
  "--expose-gc",
  "--import",
  path.join(root, "scripts/lib/server-only-hook.mjs"),
  "--import",
  "tsx",
  path.join(root, "bench/run.ts"),
]);
if (!only) await jsSize();

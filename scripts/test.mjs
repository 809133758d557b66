#!/usr/bin/env node
// npm test: the whole suite — ESLint, Prettier and tsc (npm run lint), unit and integration tests (Vitest) on a real PostgreSQL, then the
// end-to-end tests (Playwright, Debian Chromium) against the production build.
// PostgreSQL: TEST_DATABASE_URL (default postgresql://postgres@127.0.0.1:5432/postgres).
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { buildApp, buildIsStale, generatePrismaClient, root, run, weatherDataDir } from "./lib/runtime.mjs";

process.env.TEST_DATABASE_URL ??= "postgresql://postgres@127.0.0.1:5432/postgres";
process.env.NEXT_TELEMETRY_DISABLED = "1";
process.env.TEST_RUN_ID ??= String(process.pid);

const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, connectionTimeoutMillis: 5000 });
try {
  await client.connect();
  await client.end();
} catch (error) {
  console.error(`The tests need PostgreSQL at ${process.env.TEST_DATABASE_URL} (set TEST_DATABASE_URL): ${error.message}`);
  process.exit(1);
}

const weather = weatherDataDir();
if (weather) process.env.WEATHER_DATA_DIR = weather;
else console.warn("warning: no weather data (set WEATHER_DATA_DIR): the tests on real stations are skipped");

const only = process.argv[2];
// Further arguments pick files: `npm run test:e2e -- e2e/menu.spec.ts` runs that spec only.
const files = only === "unit" || only === "e2e" ? process.argv.slice(3) : [];
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (only !== "unit" && !existsSync(chromium)) {
  console.error(`The end-to-end tests need Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH).`);
  process.exit(1);
}

try {
  // The whole suite starts with the checks that need no database: lint, format and types.
  if (only !== "e2e") generatePrismaClient(); // tsc and Vitest need the generated client
  if (only === undefined) run("npm", ["run", "lint"]);
  if (only !== "e2e") {
    run(path.join(root, "node_modules/.bin/vitest"), ["run", ...files]);
  }
  if (only !== "unit") {
    if (buildIsStale()) buildApp();
    // Node tests against the build (*.e2e.mjs: several instances of it) run after the Playwright specs.
    const specs = files.filter((f) => !f.endsWith(".e2e.mjs"));
    const nodeTests = files.length ? files.filter((f) => f.endsWith(".e2e.mjs")) : ["tests/scale/three-instances.e2e.mjs"];
    if (files.length === 0 || specs.length) run(path.join(root, "node_modules/.bin/playwright"), ["test", ...specs]);
    if (nodeTests.length) run(process.execPath, ["--test", "--test-reporter=spec", ...nodeTests]);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

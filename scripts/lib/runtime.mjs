// Shared by the launch scripts: configuration defaults, the database (embedded or external),
// Prisma client generation, migrations and seeding.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync, statSync, readdirSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { startEmbeddedDatabase } from "./embedded-db.mjs";
import { applyMigrations } from "./migrate.mjs";

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const bin = (name) => path.join(root, "node_modules/.bin", name);

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...options.env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} failed with exit code ${result.status}`);
}

export function runAsync(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...options.env } });
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(" ")} exited with ${code}`))));
  });
}

/** Loads .env (if any) without overriding what the environment already sets. */
export function loadDotEnv() {
  const file = path.join(root, ".env");
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/);
    if (!match || match[1] in process.env) continue;
    process.env[match[1]] = match[2].replace(/^(['"])(.*)\1$/, "$2");
  }
}

/** A stable AUTH_SECRET for the embedded default, kept in ./data so sessions survive restarts. */
export function ensureAuthSecret() {
  if (process.env.AUTH_SECRET) return;
  const file = path.join(root, "data/auth-secret");
  mkdirSync(path.dirname(file), { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  process.env.AUTH_SECRET = readFileSync(file, "utf8").trim();
}

export function generatePrismaClient() {
  run(process.execPath, [path.join(root, "node_modules/prisma/build/index.js"), "generate"], {
    env: { PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? "/bin/true", PRISMA_HIDE_UPDATE_MESSAGE: "1" },
  });
}

function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const SOURCES = ["app", "pages", "components", "lib", "server", "emails", "pdf", "prisma", "public"];
const CONFIG_FILES = ["package.json", "next.config.ts", "tsconfig.json", "postcss.config.mjs", "proxy.ts", "instrumentation.ts"];

/** True when there is no production build or a source file changed since it was made. */
export function buildIsStale() {
  const buildId = path.join(root, ".next/BUILD_ID");
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  const sources = Math.max(
    ...SOURCES.map((d) => newestMtime(path.join(root, d))),
    ...CONFIG_FILES.map((f) => (existsSync(path.join(root, f)) ? statSync(path.join(root, f)).mtimeMs : 0)),
  );
  return sources > built;
}

export function buildApp() {
  generatePrismaClient();
  // The browser's light API descriptions (what `npm run build` also writes first).
  run(process.execPath, [path.join(root, "scripts/generate-client-operations.mjs")]);
  run(bin("next"), ["build"], { env: { NEXT_TELEMETRY_DISABLED: "1" } });
}

/**
 * Uses DATABASE_URL when set; otherwise starts the embedded PGlite database on ./data/db
 * (PGLITE_DATA_DIR) and points DATABASE_URL at it with a pool of one connection.
 */
export async function prepareDatabase() {
  if (process.env.DATABASE_URL) return { embedded: false, stop: async () => {} };
  const { url, stop } = await startEmbeddedDatabase({ dataDir: process.env.PGLITE_DATA_DIR ?? path.join(root, "data/db") });
  process.env.DATABASE_URL = url;
  process.env.DATABASE_POOL_MAX = "1";
  return { embedded: true, stop };
}

export async function migrate() {
  await applyMigrations(process.env.DATABASE_URL, { migrationsDir: path.join(root, "prisma/migrations") });
}

export async function seed() {
  await runAsync(process.execPath, [
    "--import",
    path.join(root, "scripts/lib/server-only-hook.mjs"),
    "--import",
    "tsx",
    path.join(root, "prisma/seed.ts"),
  ]);
}

/**
 * The shared NOAA weather data for the demo and the tests: WEATHER_DATA_DIR, or ../shared/data/weather
 * beside the checkout when it exists. Returns the directory or null.
 */
export function weatherDataDir() {
  const candidates = [process.env.WEATHER_DATA_DIR, path.resolve(root, "../shared/data/weather")].filter(Boolean);
  return candidates.find((dir) => existsSync(path.join(dir, "stations.csv"))) ?? null;
}

/** Demo quotations, rated through the use cases, once the weather history is there (prisma/seed-demo-quotations.ts). */
export async function seedDemoQuotations() {
  await runAsync(process.execPath, [
    "--import",
    path.join(root, "scripts/lib/server-only-hook.mjs"),
    "--import",
    "tsx",
    path.join(root, "prisma/seed-demo-quotations.ts"),
  ]);
}

/** Loads the weather data into an empty weather history (the demo's stations and observations). */
export async function importWeatherIfEmpty() {
  const dir = weatherDataDir();
  if (!dir) return false;
  const pg = (await import("pg")).default;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  const { rows } = await client.query('SELECT count(*)::int AS n FROM "WeatherStation"');
  await client.end();
  if (rows[0].n > 0) return false;
  console.log(`Loading weather history from ${dir}`);
  await runAsync(process.execPath, [
    "--import",
    path.join(root, "scripts/lib/server-only-hook.mjs"),
    "--import",
    "tsx",
    path.join(root, "server/weather/import-command.ts"),
    dir,
  ]);
  return true;
}

// Prepares a fresh database (migrations + demo data) and serves the production build for the
// end-to-end run.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { applyMigrations } from "../../scripts/lib/migrate.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const databaseUrl = new URL(process.env.DATABASE_URL);
const name = databaseUrl.pathname.slice(1);

const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
await admin.query(`CREATE DATABASE "${name}"`);
await admin.end();

await applyMigrations(process.env.DATABASE_URL, { migrationsDir: path.join(root, "prisma/migrations"), log: () => {} });
const seeded = spawnSync(
  process.execPath,
  ["--import", path.join(root, "scripts/lib/server-only-hook.mjs"), "--import", "tsx", path.join(root, "prisma/seed.ts")],
  {
    cwd: root,
    stdio: "inherit",
    env: process.env,
  },
);
if (seeded.status !== 0) process.exit(seeded.status ?? 1);
if (process.env.WEATHER_DATA_DIR) {
  const imported = spawnSync(
    process.execPath,
    [
      "--import",
      path.join(root, "scripts/lib/server-only-hook.mjs"),
      "--import",
      "tsx",
      path.join(root, "server/weather/import-command.ts"),
      process.env.WEATHER_DATA_DIR,
    ],
    { cwd: root, stdio: "inherit", env: process.env },
  );
  if (imported.status !== 0) process.exit(imported.status ?? 1);
}

const next = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), "start", "-p", process.env.PORT], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
const stop = () => next.kill("SIGTERM");
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
next.on("exit", (code) => process.exit(code ?? 0));

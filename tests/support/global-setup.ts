import { spawnSync } from "node:child_process";
import path from "node:path";
// @ts-expect-error plain ESM script shared with the launcher
import { applyMigrations } from "../../scripts/lib/migrate.mjs";
import { TEMPLATE_DB, onServer, urlFor } from "./test-database";

const root = path.resolve(import.meta.dirname, "../..");

/** Migrates and seeds a template database once; each test file copies it (database-per-file.ts). */
export default async function setup() {
  await onServer(async (c) => {
    await c.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DB}" WITH (FORCE)`);
    await c.query(`CREATE DATABASE "${TEMPLATE_DB}"`);
  });
  const url = urlFor(TEMPLATE_DB);
  await applyMigrations(url, { migrationsDir: path.join(root, "prisma/migrations"), log: () => {} });
  const seeded = spawnSync(
    process.execPath,
    ["--import", path.join(root, "scripts/lib/server-only-hook.mjs"), "--import", "tsx", path.join(root, "prisma/seed.ts")],
    {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, DATABASE_POOL_MAX: "2", AUTH_SECRET: "x".repeat(32) },
      encoding: "utf8",
    },
  );
  if (seeded.status !== 0) throw new Error(`seeding the template database failed:\n${seeded.stdout}\n${seeded.stderr}`);
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
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: url, DATABASE_POOL_MAX: "2", AUTH_SECRET: "x".repeat(32) },
        encoding: "utf8",
      },
    );
    if (imported.status !== 0) throw new Error(`importing the weather data failed:\n${imported.stdout}\n${imported.stderr}`);
  }
  return async () => {
    await onServer((c) => c.query(`DROP DATABASE IF EXISTS "${TEMPLATE_DB}" WITH (FORCE)`));
  };
}

#!/usr/bin/env node
// npm run weather:import -- <dir>: loads stations.csv and daily/*.csv.gz into DATABASE_URL (or the
// embedded database), idempotently.
import path from "node:path";
import { ensureAuthSecret, generatePrismaClient, loadDotEnv, migrate, prepareDatabase, root, runAsync } from "./lib/runtime.mjs";

loadDotEnv();
const dir = process.argv[2] ?? process.env.WEATHER_DATA_DIR;
if (!dir) {
  console.error("usage: npm run weather:import -- <directory with stations.csv and daily/>");
  process.exit(2);
}
ensureAuthSecret();
generatePrismaClient();
const database = await prepareDatabase();
try {
  await migrate();
  await runAsync(process.execPath, [
    "--import",
    path.join(root, "scripts/lib/server-only-hook.mjs"),
    "--import",
    "tsx",
    path.join(root, "server/weather/import-command.ts"),
    path.resolve(dir),
  ]);
} catch (error) {
  console.error(error.message ?? error);
  process.exitCode = 1;
} finally {
  await database.stop();
}

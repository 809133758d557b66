#!/usr/bin/env node
// npm start: build when needed, start the database (embedded PGlite unless DATABASE_URL is set),
// apply migrations, seed an empty database with the demo data, and serve on PORT (default 3000).
// npm run dev: the same with the Next.js development server.
import { spawn } from "node:child_process";
import path from "node:path";
import {
  buildApp,
  buildIsStale,
  ensureAuthSecret,
  generatePrismaClient,
  importWeatherIfEmpty,
  loadDotEnv,
  migrate,
  prepareDatabase,
  root,
  seed,
  seedDemoQuotations,
} from "./lib/runtime.mjs";

const dev = process.argv.includes("--dev");
loadDotEnv();
if (process.env.DATABASE_URL && !process.env.AUTH_SECRET) {
  // Instances sharing a database must share the secret, so it is never made up here.
  console.error("AUTH_SECRET is required with DATABASE_URL (at least 32 random characters, e.g. openssl rand -base64 32).");
  process.exit(1);
}
ensureAuthSecret();
process.env.PORT ??= "3000";
process.env.APP_URL ??= `http://localhost:${process.env.PORT}`;
process.env.NEXT_TELEMETRY_DISABLED = "1";

if (dev) generatePrismaClient();
else if (buildIsStale()) {
  console.log("Building the portal (first start or sources changed)…");
  buildApp();
}

const database = await prepareDatabase();
console.log(database.embedded ? "Database: embedded PGlite in ./data/db" : "Database: DATABASE_URL");
await migrate();
await seed();
await importWeatherIfEmpty();
await seedDemoQuotations();

const next = spawn(process.execPath, [path.join(root, "node_modules/next/dist/bin/next"), dev ? "dev" : "start", "-p", process.env.PORT], {
  cwd: root,
  stdio: "inherit",
  env: process.env,
});
console.log(`Portal on ${process.env.APP_URL}`);

let stopping = false;
async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  next.kill("SIGTERM");
  await database.stop();
  process.exit(code);
}
process.on("SIGINT", () => shutdown(0));
process.on("SIGTERM", () => shutdown(0));
next.on("exit", (code) => shutdown(code ?? 0));

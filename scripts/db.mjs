#!/usr/bin/env node
// npm run db:migrate | npm run db:seed — against DATABASE_URL, or the embedded database.
import { ensureAuthSecret, generatePrismaClient, loadDotEnv, migrate, prepareDatabase, seed } from "./lib/runtime.mjs";

const command = process.argv[2];
loadDotEnv();
ensureAuthSecret();
const database = await prepareDatabase();
try {
  if (command === "migrate") {
    await migrate();
  } else if (command === "seed") {
    generatePrismaClient();
    await migrate();
    await seed();
  } else {
    console.error("usage: node scripts/db.mjs migrate|seed");
    process.exitCode = 2;
  }
} catch (error) {
  console.error(error.message ?? error);
  process.exitCode = 1;
} finally {
  await database.stop();
}

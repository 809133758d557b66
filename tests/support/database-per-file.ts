import { randomBytes } from "node:crypto";
import { afterAll } from "vitest";
import { TEMPLATE_DB, onServer, urlFor } from "./test-database";

// A fresh database for this test file, copied from the migrated and seeded template.
const name = `portal_test_${randomBytes(6).toString("hex")}`;
await onServer((c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${TEMPLATE_DB}"`));

process.env.DATABASE_URL = urlFor(name);
process.env.DATABASE_POOL_MAX = "5";
process.env.AUTH_SECRET = "test-secret-test-secret-test-secret-0123";
process.env.APP_URL = "http://portal.test";
process.env.EMAIL_WORKER = "off";
delete process.env.SMTP_URL;

afterAll(async () => {
  const { db } = await import("@/server/db");
  await db.$disconnect();
  await onServer((c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
});

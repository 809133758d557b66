#!/usr/bin/env node
// Generates the next migration offline with Prisma's WebAssembly schema engine:
// it diffs the schema as of the last migration (prisma/migrations/schema.snapshot.prisma)
// against prisma/schema.prisma and writes prisma/migrations/<timestamp>_<name>/migration.sql.
// Usage: npm run db:diff -- <name>      (add --print to only print the SQL)
import { readFileSync, writeFileSync, mkdirSync, existsSync, copyFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import * as bg from "@prisma/schema-engine-wasm/schema_engine_bg";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";

const args = process.argv.slice(2);
const printOnly = args.includes("--print");
const name = args.find((a) => !a.startsWith("--"));
if (!name && !printOnly) {
  console.error("usage: npm run db:diff -- <migration_name> [--print]");
  process.exit(2);
}

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "..");
const schemaPath = path.join(root, "prisma/schema.prisma");
const migrationsDir = path.join(root, "prisma/migrations");
const snapshotPath = path.join(migrationsDir, "schema.snapshot.prisma");

const require = createRequire(import.meta.url);
const wasmPath = path.join(path.dirname(require.resolve("@prisma/schema-engine-wasm")), "schema_engine_bg.wasm");
const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), { "./schema_engine_bg.js": bg });
bg.__wbg_set_wasm(instance.exports);
instance.exports.__wbindgen_start?.();

const current = readFileSync(schemaPath, "utf8");
// The engine opens a connection even for a file-to-file diff; it reads nothing from it.
const adapter = bindMigrationAwareSqlAdapterFactory(
  new PrismaPg({ connectionString: process.env.DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres" }),
);
const engine = await bg.SchemaEngine.new({ datamodels: [["schema.prisma", current]] }, () => {}, adapter);
const from = existsSync(snapshotPath)
  ? { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: readFileSync(snapshotPath, "utf8") }] }
  : { tag: "empty" };
const result = await engine.diff({
  from,
  to: { tag: "schemaDatamodel", files: [{ path: "schema.prisma", content: current }] },
  script: true,
  exitCode: null,
  filters: { externalTables: [], externalEnums: [] },
});
const sql = (result.stdout ?? "").trim();
if (printOnly) {
  console.log(sql);
  process.exit(0);
}
if (!sql || sql === "-- This is an empty migration.") {
  console.log("Schema unchanged: no migration written.");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
const dir = path.join(migrationsDir, `${stamp}_${name.replace(/[^a-z0-9_]+/gi, "_")}`);
mkdirSync(dir, { recursive: true });
writeFileSync(path.join(dir, "migration.sql"), sql + "\n");
copyFileSync(schemaPath, snapshotPath);
if (!existsSync(path.join(migrationsDir, "migration_lock.toml"))) {
  writeFileSync(path.join(migrationsDir, "migration_lock.toml"), 'provider = "postgresql"\n');
}
console.log(`Wrote ${path.relative(root, dir)}/migration.sql`);
process.exit(0);

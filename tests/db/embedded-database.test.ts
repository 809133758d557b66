import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
// @ts-expect-error plain ESM scripts shared with the launcher
import { startEmbeddedDatabase } from "../../scripts/lib/embedded-db.mjs";
// @ts-expect-error plain ESM scripts shared with the launcher
import { applyMigrations, listMigrations } from "../../scripts/lib/migrate.mjs";

const migrationsDir = path.resolve(import.meta.dirname, "../../prisma/migrations");

async function query(url: string, sql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

describe("embedded PGlite database", () => {
  it("runs the same migrations, keeps data across restarts and refuses a second opener", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "portal-pglite-"));
    const dataDir = path.join(dir, "db");
    try {
      const first = await startEmbeddedDatabase({ dataDir });
      try {
        const applied = await applyMigrations(first.url, { migrationsDir, log: () => {} });
        expect(applied).toEqual(listMigrations(migrationsDir).map((m: { name: string }) => m.name));
        await query(first.url, `INSERT INTO "Company" (name, role, "updatedAt") VALUES ('Kept Co', 'BROKER', now())`);
        await expect(startEmbeddedDatabase({ dataDir })).rejects.toThrow(/in use/);
      } finally {
        await first.stop();
      }

      const second = await startEmbeddedDatabase({ dataDir });
      try {
        expect(await applyMigrations(second.url, { migrationsDir, log: () => {} })).toEqual([]);
        expect(await query(second.url, `SELECT name FROM "Company"`)).toEqual([{ name: "Kept Co" }]);
      } finally {
        await second.stop();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { forgetKeptAggregate } from "@/server/statistics/transaction-months";

/** Applies the transaction_month_total migration to this file's database. */
export async function applyKeptAggregate() {
  const sql = readFileSync(path.resolve(import.meta.dirname, "../../prisma/migrations/20261125050000_transaction_month_total/migration.sql"), "utf8");
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
  forgetKeptAggregate();
}

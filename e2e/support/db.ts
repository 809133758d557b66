import { randomBytes } from "node:crypto";
import pg from "pg";
import { hash } from "@node-rs/argon2";
import { E2E } from "./settings";

export async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: E2E.databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

export const E2E_PASSWORD = "E2e-Password-42!";

/** A broker of Brightline Brokers made for one test, so that tests do not share accounts. */
export async function createBroker(prefix: string): Promise<{ id: number; email: string }> {
  const email = `${prefix}-${randomBytes(3).toString("hex")}@e2e.example`;
  const passwordHash = await hash(E2E_PASSWORD, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  const [row] = await sql<{ id: number }>(
    `INSERT INTO "User" ("firstName", "lastName", email, "passwordHash", role, "companyId", "permissionLevel", status, "updatedAt")
     SELECT 'Erin', 'Endtoend', $1, $2, 'ROLE_BROKER', id, 'VIEW_COMPANY_INDICATIONS', 'ACTIVE', now() FROM "Company" WHERE name = 'Brightline Brokers'
     RETURNING id`,
    [email, passwordHash],
  );
  return { id: row.id, email };
}

export const DEMO_PASSWORD = "Portal-Demo-2026!";

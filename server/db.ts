import "server-only";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "./env";

export type { Prisma } from "@/generated/prisma/client";
export type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

/**
 * How the pool rides out a database restart (decision D90). node-postgres drops a pooled
 * connection that fails (the server ended it, 57P01) and opens a new one on the next query, so the
 * app recovers by itself; these settings make sure nothing waits forever meanwhile: a new
 * connection must be made within 5 s, TCP keepalive finds peers that vanished without closing, and
 * idle connections are closed after 10 s so few stale ones are ever handed out.
 */
const POOL_RESILIENCE = { connectionTimeoutMillis: 5_000, keepAlive: true, keepAliveInitialDelayMillis: 10_000, idleTimeoutMillis: 10_000 };

const holder = globalThis as unknown as { __portalPrisma?: PrismaClient; __portalPrismaUrl?: string };

function client(): PrismaClient {
  const { DATABASE_URL, DATABASE_POOL_MAX } = env();
  if (!holder.__portalPrisma || holder.__portalPrismaUrl !== DATABASE_URL) {
    const adapter = new PrismaPg({ connectionString: DATABASE_URL, max: DATABASE_POOL_MAX, ...POOL_RESILIENCE });
    holder.__portalPrisma = new PrismaClient({ adapter });
    holder.__portalPrismaUrl = DATABASE_URL;
  }
  return holder.__portalPrisma;
}

/** The Prisma client, created on first use so that importing this module needs no configuration. */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const real = client();
    const value = Reflect.get(real, property, real);
    return typeof value === "function" ? value.bind(real) : value;
  },
});

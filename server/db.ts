import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";
import { env } from "./env";

export type { Prisma } from "@/generated/prisma/client";
export type Tx = Omit<PrismaClient, "$connect" | "$disconnect" | "$on" | "$transaction" | "$extends">;

const holder = globalThis as unknown as { __portalPrisma?: PrismaClient; __portalPrismaUrl?: string };

function client(): PrismaClient {
  const { DATABASE_URL, DATABASE_POOL_MAX } = env();
  if (!holder.__portalPrisma || holder.__portalPrismaUrl !== DATABASE_URL) {
    const adapter = new PrismaPg({ connectionString: DATABASE_URL, max: DATABASE_POOL_MAX });
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

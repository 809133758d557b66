import { randomBytes } from "node:crypto";
import { db } from "@/server/db";
import { hashPassword } from "@/server/auth/password";
import { actorForSession } from "@/server/auth/current-actor";
import { signInWithPassword } from "@/server/auth/sign-in-with-password";
import type { Actor } from "@/server/auth/actor";

export const PASSWORD = "Test-Password-1!";
let cachedHash: Promise<string> | undefined;

export async function company(overrides: Partial<{ name: string; role: "ADMIN" | "UNDERWRITER" | "BROKER"; enabled: boolean }> = {}) {
  return db.company.create({
    data: {
      name: overrides.name ?? `Company ${randomBytes(3).toString("hex")}`,
      role: overrides.role ?? "BROKER",
      enabled: overrides.enabled ?? true,
    },
  });
}

export async function user(
  overrides: Partial<{
    email: string;
    role: "ROLE_ADMIN" | "ROLE_UNDERWRITER" | "ROLE_BROKER";
    companyId: number;
    permissionLevel: "VIEW_COMPANY_INDICATIONS" | "VIEW_MY_INDICATIONS";
    enabled: boolean;
    accessStartDate: Date | null;
    accessEndDate: Date | null;
  }> = {},
) {
  const role = overrides.role ?? "ROLE_BROKER";
  const companyId =
    overrides.companyId ??
    (await company({ role: role === "ROLE_ADMIN" ? "ADMIN" : role === "ROLE_UNDERWRITER" ? "UNDERWRITER" : "BROKER" })).id;
  return db.user.create({
    data: {
      firstName: "Test",
      lastName: "User",
      email: overrides.email ?? `user-${randomBytes(4).toString("hex")}@test.example`,
      role,
      companyId,
      permissionLevel: overrides.permissionLevel ?? "VIEW_COMPANY_INDICATIONS",
      enabled: overrides.enabled ?? true,
      accessStartDate: overrides.accessStartDate ?? null,
      accessEndDate: overrides.accessEndDate ?? null,
      status: "ACTIVE",
      passwordHash: await (cachedHash ??= hashPassword(PASSWORD)),
    },
  });
}

const meta = { ip: null, userAgent: "vitest" };

/** Signs a user in through the real use case and returns the actor of its session. */
export async function signedIn(email: string, password = PASSWORD): Promise<Actor> {
  const { sessionId } = await signInWithPassword({ email, password }, meta);
  const actor = await actorForSession(sessionId);
  if (!actor) throw new Error("session did not produce an actor");
  return actor;
}

export async function demoActor(email: string): Promise<Actor> {
  return signedIn(email, "Portal-Demo-2026!");
}

let quotationSeq = 0;
export async function quotation(
  brokerUserId: number,
  brokerCompanyId: number,
  status: "NEW" | "READY" | "REFERRED_TO_UNDERWRITER" = "NEW",
) {
  quotationSeq++;
  return db.quotation.create({
    data: {
      quotationNumber: `TQ-${Date.now()}-${quotationSeq}-${randomBytes(2).toString("hex")}`,
      brokerCompanyId,
      brokerUserId,
      createdById: brokerUserId,
      status,
      versions: { create: { versionNumber: 1, status } },
    },
  });
}

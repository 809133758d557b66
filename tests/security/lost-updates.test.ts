import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { getUser } from "@/server/users/get-user";
import { nextVersion, updateUser } from "@/server/users/update-user";
import { createSigningLink } from "@/server/signing/create-signing-link";
import { startProposalSigning } from "@/server/signing/start-proposal-signing";
import { liveSigningLink } from "@/server/signing/signing-links";
import { demoActor, user } from "../support/factories";
import { quotationInStatus } from "../support/quotation-factory";

// Issue 15, item 5 (decisions D67, D68): no lost update of a user, one live signing link.

describe("PATCH /api/user/{id} under a race", () => {
  it("lets one of 30 parallel edits quoting the same updatedAt through and answers the 29 others 409", async () => {
    const admin = await demoActor("admin@example.com");
    const u = await user();
    const { updatedAt } = await getUser(admin, u.id);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => updateUser(admin, u.id, { lastName: `Edit ${i}`, updatedAt })),
    );
    const ok = results.filter((r) => r.status === "fulfilled");
    const conflicts = results.filter((r) => r.status === "rejected" && (r.reason as { code?: string }).code === "CONFLICT");
    expect(ok).toHaveLength(1);
    expect(conflicts).toHaveLength(29);
    const winner = (ok[0] as PromiseFulfilledResult<{ lastName: string; updatedAt: string }>).value;
    expect((await getUser(admin, u.id)).lastName).toBe(winner.lastName);
    expect(winner.updatedAt).not.toBe(updatedAt);
    expect(await db.auditEvent.count({ where: { subjectType: "User", subjectId: String(u.id), action: "user.update" } })).toBe(1);
  }, 60_000);

  it("moves the version to a later whole second on every edit, even within one second", () => {
    const t = new Date("2026-11-25T10:00:00.900Z");
    expect(nextVersion(new Date("2026-11-25T10:00:00.100Z"), t).toISOString()).toBe("2026-11-25T10:00:01.000Z");
    expect(nextVersion(new Date("2026-11-25T09:00:00.000Z"), t).toISOString()).toBe("2026-11-25T10:00:00.000Z");
  });
});

describe("the signing link of a quotation", () => {
  it("gives 30 parallel requests one and the same live link", async () => {
    const broker = await demoActor("broker@example.com");
    const q = await quotationInStatus("PRE_BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const links = await Promise.all(Array.from({ length: 30 }, () => createSigningLink(broker, q.id, undefined)));
    expect(new Set(links.map((l) => l.signingUrl)).size).toBe(1);
    expect(await db.signingLink.count({ where: { quotationId: q.id } })).toBe(1);
  }, 60_000);

  it("stops an older link from opening the signing once a new pre-bind replaced it", async () => {
    const broker = await demoActor("broker@example.com");
    const q = await quotationInStatus("PRE_BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const first = await db.$transaction((tx) => liveSigningLink(tx, q.id));
    const second = await db.$transaction((tx) => liveSigningLink(tx, q.id, new Date(), { fresh: true }));
    expect(second.url).not.toBe(first.url);
    const token = (url: string) => new URL(url).searchParams.get("token");
    expect(await startProposalSigning(String(q.id), token(first.url))).toEqual({ ok: false, reason: "expired-link" });
    expect(await startProposalSigning(String(q.id), token(second.url))).toMatchObject({ ok: true });
  }, 60_000);
});

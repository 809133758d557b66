import { beforeAll, describe, expect, it } from "vitest";
import { todayIso } from "@/lib/format/calendar-day";
import { nextPolicyNumber, numberingPattern, numberParts } from "@/lib/policies/next-policy-number";
import { BIND_MESSAGES } from "@/lib/quotations/bind-schema";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { bindQuotation } from "@/server/quotations/bind-quotation";
import { suggestPolicyNumber } from "@/server/quotations/suggest-policy-number";
import { onlyBinderCoveringToday, quotationWithApplication, useTemporaryFileStorage } from "../support/binding";
import { demoActor } from "../support/factories";

// The bind dialog's suggested policy number (D119): the binder's next number, from the pattern of
// its latest numbered policy (else WEP-<year>-0001) and the highest sequence taken with that prefix.

describe("the binder's next number (pure)", () => {
  it("reads a number as its prefix and trailing sequence", () => {
    expect(numberParts("WEP-2026-0042")).toEqual({ prefix: "WEP-2026-", sequence: 42, digits: 4 });
    expect(numberParts("WEP-2026-000101")).toEqual({ prefix: "WEP-2026-", sequence: 101, digits: 6 });
    expect(numberParts("NY/77")).toEqual({ prefix: "NY/", sequence: 77, digits: 2 });
    expect(numberParts("12345")).toEqual({ prefix: "", sequence: 12345, digits: 5 });
    expect(numberParts("WEP-2026-WA-PROMO")).toBeNull();
    expect(numberParts(`WEP-${"9".repeat(16)}`)).toBeNull();
  });

  it("starts at WEP-<year>-0001 on a binder without a numbered policy", () => {
    const pattern = numberingPattern(2026, null);
    expect(pattern).toEqual({ prefix: "WEP-2026-", digits: 4 });
    expect(nextPolicyNumber(pattern, [])).toBe("WEP-2026-0001");
  });

  it("follows the latest policy's prefix and digits, after the highest sequence taken with that prefix", () => {
    const pattern = numberingPattern(2026, { policyNumber: "WEP-2026-0042", boundYear: 2026 });
    expect(pattern).toEqual({ prefix: "WEP-2026-", digits: 4 });
    expect(nextPolicyNumber(pattern, ["WEP-2026-0042"])).toBe("WEP-2026-0043");
    // Another prefix or a non-numeric tail does not count; a longer or shorter run does.
    expect(nextPolicyNumber(pattern, ["WEP-2027-0900", "WEP-2026-0042-B", "WEP-2026-120", "XWEP-2026-5000"])).toBe("WEP-2026-0121");
    expect(nextPolicyNumber({ prefix: "WEP-2026-", digits: 6 }, ["WEP-2026-000101"])).toBe("WEP-2026-000102");
    // The sequence outgrows the digits.
    expect(nextPolicyNumber(pattern, ["WEP-2026-9999"])).toBe("WEP-2026-10000");
    expect(nextPolicyNumber({ prefix: "", digits: 5 }, ["00017"])).toBe("00018");
  });

  it("moves a year named in the prefix to the bind year once the year has turned, and only then", () => {
    expect(numberingPattern(2027, { policyNumber: "WEP-2026-0042", boundYear: 2026 })).toEqual({ prefix: "WEP-2027-", digits: 4 });
    expect(numberingPattern(2027, { policyNumber: "BZ/2026/12", boundYear: 2026 })).toEqual({ prefix: "BZ/2027/", digits: 2 });
    // Not a year standing alone, or not the year of the bind: kept.
    expect(numberingPattern(2027, { policyNumber: "WEP-120261-7", boundYear: 2026 })).toEqual({ prefix: "WEP-120261-", digits: 1 });
    expect(numberingPattern(2027, { policyNumber: "WEP-DEMO-0006", boundYear: 2026 })).toEqual({ prefix: "WEP-DEMO-", digits: 4 });
    expect(numberingPattern(2026, { policyNumber: "WEP-2025-0003", boundYear: 2026 })).toEqual({ prefix: "WEP-2025-", digits: 4 });
  });

  it("suggests nothing that is not a valid policy number", () => {
    expect(nextPolicyNumber({ prefix: `${"A".repeat(48)}-`, digits: 4 }, [])).toBeNull();
    expect(nextPolicyNumber({ prefix: "-", digits: 4 }, [])).toBeNull();
  });
});

describe("the suggestion of a quotation about to be bound", () => {
  let admin: Actor;
  let underwriter: Actor;
  let broker: Actor;
  const year = Number(todayIso().slice(0, 4));

  beforeAll(async () => {
    useTemporaryFileStorage();
    admin = await demoActor("admin@example.com");
    underwriter = await demoActor("underwriter@example.com");
    broker = await demoActor("broker@example.com");
  });

  it("is the binder's next number, which binds; a taken number is still refused", async () => {
    const binder = await onlyBinderCoveringToday("25000000.00");
    const first = await quotationWithApplication(broker);
    const suggested = await suggestPolicyNumber(underwriter, first.id);
    expect(suggested).toEqual({
      policyNumber: `WEP-${year}-0001`,
      binder: { id: binder.id, uniqueMarketReference: binder.uniqueMarketReference },
    });
    const policy = await bindQuotation(underwriter, first.id, { policyNumber: suggested.policyNumber! });
    expect(policy.policyNumber).toBe(`WEP-${year}-0001`);

    const second = await quotationWithApplication(broker);
    expect((await suggestPolicyNumber(admin, second.id)).policyNumber).toBe(`WEP-${year}-0002`);
    // The suggestion is not held: a number taken meanwhile gets bind's message.
    await expect(bindQuotation(underwriter, second.id, { policyNumber: `WEP-${year}-0001` })).rejects.toMatchObject({
      details: [{ path: "policyNumber", message: BIND_MESSAGES.policyNumberTaken }],
    });
  });

  it("follows the binder's latest numbered policy, and counts that prefix on every binder", async () => {
    const binder = await onlyBinderCoveringToday("25000000.00");
    await bindQuotation(underwriter, (await quotationWithApplication(broker)).id, { policyNumber: "ACME/17" });
    // A number without a sequence does not set the pattern.
    await bindQuotation(underwriter, (await quotationWithApplication(broker)).id, { policyNumber: "ACME/SPECIAL" });
    const next = await quotationWithApplication(broker);
    expect((await suggestPolicyNumber(underwriter, next.id)).policyNumber).toBe("ACME/18");

    // ACME/40 on an old binder is taken too: the next is after it.
    const elsewhere = await bindQuotation(underwriter, (await quotationWithApplication(broker)).id, { policyNumber: "ACME/40" });
    const old = await db.binder.create({
      data: {
        uniqueMarketReference: `B0999OLD${year}`,
        value: "1000000",
        from: new Date(Date.UTC(2000, 0, 1)),
        until: new Date(Date.UTC(2000, 11, 31)),
      },
    });
    await db.policy.update({ where: { id: elsewhere.id }, data: { binderId: old.id } });
    const suggestion = await suggestPolicyNumber(underwriter, next.id);
    expect(suggestion).toMatchObject({ policyNumber: "ACME/41", binder: { id: binder.id } });
  });

  it("numbers a new year from 1 when the latest number named the year it was bound in", async () => {
    await onlyBinderCoveringToday("25000000.00");
    const last = await bindQuotation(underwriter, (await quotationWithApplication(broker)).id, { policyNumber: `YR-${year - 1}-0420` });
    await db.policy.update({ where: { id: last.id }, data: { boundAt: new Date(Date.UTC(year - 1, 5, 1)) } });
    const q = await quotationWithApplication(broker);
    expect((await suggestPolicyNumber(underwriter, q.id)).policyNumber).toBe(`YR-${year}-0001`);
  });

  it("is on the binder bind would use: the older binder with room, else the next", async () => {
    const older = await onlyBinderCoveringToday("10000.00");
    const newer = await db.binder.create({
      data: {
        uniqueMarketReference: `B0999NEXT${year}`,
        value: "50000.00",
        from: new Date(Date.UTC(year, 0, 1)),
        until: new Date(Date.UTC(year + 1, 11, 31)),
      },
    });
    await bindQuotation(underwriter, (await quotationWithApplication(broker)).id, { policyNumber: "OLDER-0007" });
    const q = await quotationWithApplication(broker);
    // The older binder is full (10,000.00 of 10,000.00): the policy would go on the newer one.
    const suggestion = await suggestPolicyNumber(underwriter, q.id);
    expect(suggestion.binder).toEqual({ id: newer.id, uniqueMarketReference: newer.uniqueMarketReference });
    // The newer binder has no policy yet: WEP-<year>- after the highest taken (this file bound WEP-<year>-0001).
    expect(suggestion.policyNumber).toBe(`WEP-${year}-0002`);
    const policy = await bindQuotation(underwriter, q.id, { policyNumber: suggestion.policyNumber! });
    expect(policy.binder.id).toBe(newer.id);
    expect(older.id).not.toBe(newer.id);
  });

  it("is none without a binder covering today; brokers may not ask", async () => {
    await db.binder.updateMany({ data: { from: new Date(Date.UTC(2000, 0, 1)), until: new Date(Date.UTC(2000, 11, 31)) } });
    const q = await quotationWithApplication(broker);
    expect(await suggestPolicyNumber(underwriter, q.id)).toEqual({ policyNumber: null, binder: null });
    await expect(suggestPolicyNumber(broker, q.id)).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(suggestPolicyNumber(underwriter, 999_999)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
  });
});

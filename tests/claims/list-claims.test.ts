import { beforeAll, describe, expect, it, vi } from "vitest";
import * as claimsApi from "@/lib/api/operations/claims";
import { claimListItemSchema } from "@/lib/claims/claim-dto";
import { listClaims } from "@/server/claims/list-claims";
import { db } from "@/server/db";
import { callRoute } from "../support/described-call";
import { claimOf, claimSetup, policyOf, rainyDay, type ClaimActors } from "./claim-support";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

// GET /api/claim: the list query of every list (filters, sorts, pages) over the claims the caller
// may read. The claims of this file are found by their insured's name, unique to the file.

let actors: ClaimActors;
const TAG = `Claimlist ${Date.now().toString(36)}`;
let ids: Record<"a" | "b" | "c" | "d" | "own" | "harbor", number>;

const url = (query: Record<string, string> = {}) => {
  const params = new URLSearchParams({ f: JSON.stringify({ insuredName: { like: TAG } }), "p[size]": "100", ...query });
  return `http://portal.test/api/claim?${params}`;
};
const listed = async (actor = actors.admin, query: Record<string, string> = {}) =>
  (await listClaims(actor, url(query))).items.map((c) => c.id);
const filtered = (filter: Record<string, unknown>, query: Record<string, string> = {}) =>
  listed(actors.admin, { f: JSON.stringify({ and: [{ insuredName: { like: TAG } }, filter] }), ...query });

beforeAll(async () => {
  actors = await claimSetup();
  const p1 = await policyOf(actors.broker, { insuredName: `${TAG} Riverside Festival` });
  const p2 = await policyOf(actors.broker, { insuredName: `${TAG} Harborfront Fair` });
  const own = await policyOf(actors.ownOnlyBroker, { insuredName: `${TAG} Own Jazz Night` });
  const harbor = await policyOf(actors.otherBroker, { insuredName: `${TAG} Harbor Regatta` });
  const at = (day: string) => new Date(`${day}T12:00:00Z`);
  const amounts = (amount: string) => ({ gross: amount, deductibleApplied: "0.00", aggregateRemaining: "20000.00", amount });
  ids = {
    a: (await claimOf(p1, { days: rainyDay("2026-07-03"), amounts: amounts("10000.00"), createdAt: at("2026-07-04") })).id,
    b: (
      await claimOf(p1, {
        status: "APPROVED",
        days: [...rainyDay("2026-07-10"), ...rainyDay("2026-07-01")],
        amounts: amounts("2500.00"),
        createdAt: at("2026-07-11"),
      })
    ).id,
    c: (
      await claimOf(p2, {
        status: "NOTIFIED",
        createdAt: at("2026-07-12"),
        notice: { dates: ["2026-07-12"], perils: [], description: "Storm" },
      })
    ).id,
    d: (await claimOf(p2, { status: "DECLINED", days: rainyDay("2026-07-05"), createdAt: at("2026-07-06") })).id,
    own: (await claimOf(own, { days: rainyDay("2026-07-08"), amounts: amounts("7000.00"), createdAt: at("2026-07-09") })).id,
    harbor: (await claimOf(harbor, { days: rainyDay("2026-07-02"), amounts: amounts("4000.00"), createdAt: at("2026-07-03") })).id,
  };
});

describe("the claims list", () => {
  it("lists what the caller may read, newest first: staff everything, brokers their company's or their own", async () => {
    const { a, b, c, d, own, harbor } = ids;
    expect(await listed(actors.admin)).toEqual([c, b, own, d, a, harbor]);
    expect(await listed(actors.underwriter)).toEqual([c, b, own, d, a, harbor]);
    expect(await listed(actors.broker)).toEqual([c, b, own, d, a]);
    expect(await listed(actors.ownOnlyBroker)).toEqual([own]);
    expect(await listed(actors.otherBroker)).toEqual([harbor]);
  });

  it("answers each item as described, with the first loss date and the page", async () => {
    const page = await listClaims(actors.broker, url());
    expect(page.pagination).toEqual({ index: 1, size: 100, itemsCount: 5 });
    for (const item of page.items) expect(claimListItemSchema.strict().safeParse(item).success).toBe(true);
    const b = page.items.find((c) => c.id === ids.b)!;
    const policy = await db.policy.findUniqueOrThrow({ where: { id: b.policyId } });
    expect(b).toEqual({
      id: ids.b,
      claimNumber: `${policy.policyNumber}-C2`,
      policyId: policy.id,
      policyNumber: policy.policyNumber,
      insuredName: `${TAG} Riverside Festival`,
      brokerCompany: { id: actors.broker.companyId, name: "Brightline Brokers" },
      status: "APPROVED",
      origin: "AUTOMATIC",
      firstLossDate: "2026-07-01",
      amount: "2500.00",
      paidAmount: null,
      createdAt: "2026-07-11T12:00:00Z",
    });
    expect(page.items.find((c) => c.id === ids.c)?.firstLossDate).toBeNull();
  });

  it("filters by status, policy number, insured, broker company, claim number and creation date", async () => {
    const { a, b, c, d, own, harbor } = ids;
    expect(await filtered({ status: { in: ["DETERMINED", "APPROVED"] } })).toEqual([b, own, a, harbor]);
    expect(await filtered({ status: { eq: "NOTIFIED" } })).toEqual([c]);
    expect(await filtered({ insuredName: { like: "harborfront" } })).toEqual([c, d]);
    expect(await filtered({ "brokerCompany.name": { like: "Harbor Insurance" } })).toEqual([harbor]);
    const p1 = (await db.claim.findUniqueOrThrow({ where: { id: a }, include: { policy: true } })).policy.policyNumber;
    expect(await filtered({ policyNumber: { eq: p1 } })).toEqual([b, a]);
    expect(await filtered({ claimNumber: { eq: `${p1}-C1` } })).toEqual([a]);
    expect(await filtered({ createdAt: { gte: "2026-07-06", lte: "2026-07-11" } })).toEqual([b, own, d]);
    // The shorthand of a plain parameter.
    expect(await listed(actors.admin, { status: "DECLINED" })).toEqual([d]);
  });

  it("filters by the first loss date: the earliest of the claim's loss days", async () => {
    const { a, b, c, d, own, harbor } = ids;
    // b's days are 1 and 10 July: its first loss date is the 1st.
    expect(await filtered({ firstLossDate: { gte: "2026-07-03" } })).toEqual([own, d, a]);
    expect(await filtered({ firstLossDate: { lte: "2026-07-02" } })).toEqual([b, harbor]);
    expect(await filtered({ firstLossDate: { eq: "2026-07-01" } })).toEqual([b]);
    expect(await filtered({ firstLossDate: { eq: "2026-07-10" } })).toEqual([]);
    expect(await filtered({ firstLossDate: { in: ["2026-07-05", "2026-07-08"] } })).toEqual([own, d]);
    expect(await filtered({ firstLossDate: { eq: null } })).toEqual([c]);
    expect(await filtered({ firstLossDate: { neq: null } })).toEqual([b, own, d, a, harbor]);
    expect(await filtered({ firstLossDate: { neq: "2026-07-01" } })).toEqual([c, own, d, a, harbor]);
  });

  it("sorts by amount and by first loss date, in pages", async () => {
    const { a, b, c, d, own, harbor } = ids;
    const sort = (field: string, direction: string) => ({ "s[field]": field, "s[direction]": direction });
    // No amount yet sorts as PostgreSQL sorts NULL: first going down (the id breaks the tie).
    expect(await listed(actors.admin, sort("amount", "desc"))).toEqual([d, c, a, own, harbor, b]);
    expect(await listed(actors.admin, sort("firstLossDate", "asc"))).toEqual([b, harbor, a, d, own, c]);
    expect(await listed(actors.admin, sort("firstLossDate", "desc"))).toEqual([c, own, d, a, harbor, b]);
    expect(await listed(actors.admin, sort("claimNumber", "asc"))).toHaveLength(6);

    // Twelve claims whose first loss days are 1 to 12 August, made in another order: the second page of ten.
    const tag = `${TAG} Pages`;
    const policy = await policyOf(actors.broker, { insuredName: tag });
    const byDay = new Map<number, number>();
    for (const day of [7, 2, 12, 9, 1, 11, 4, 10, 3, 8, 6, 5]) {
      const date = `2026-08-${String(day).padStart(2, "0")}`;
      byDay.set(day, (await claimOf(policy, { days: rainyDay(date) })).id);
    }
    const pageTwo = await listClaims(
      actors.broker,
      `http://portal.test/api/claim?${new URLSearchParams({
        f: JSON.stringify({ insuredName: { eq: tag } }),
        ...sort("firstLossDate", "asc"),
        "p[size]": "10",
        "p[index]": "2",
      })}`,
    );
    expect(pageTwo.items.map((i) => i.firstLossDate)).toEqual(["2026-08-11", "2026-08-12"]);
    expect(pageTwo.items.map((i) => i.id)).toEqual([byDay.get(11), byDay.get(12)]);
    expect(pageTwo.pagination).toEqual({ index: 2, size: 10, itemsCount: 12 });
  });

  it("refuses what it cannot filter or sort on with 400 at the field", async () => {
    const refused = (query: Record<string, string>) =>
      listClaims(actors.admin, url(query)).then(
        () => null,
        (e: { code: string; details: unknown }) => ({ code: e.code, details: e.details }),
      );
    expect(await refused({ f: JSON.stringify({ amount: { eq: "10" } }) })).toEqual({
      code: "VALIDATION_FAILURE",
      details: [{ path: "f.amount", message: "Cannot filter on amount" }],
    });
    expect(await refused({ f: JSON.stringify({ firstLossDate: { like: "2026" } }) })).toMatchObject({ code: "VALIDATION_FAILURE" });
    expect(await refused({ f: JSON.stringify({ firstLossDate: { gte: "2026-02-30" } }) })).toMatchObject({ code: "VALIDATION_FAILURE" });
    expect(await refused({ "s[field]": "declineReason", "s[direction]": "asc" })).toMatchObject({ code: "VALIDATION_FAILURE" });
  });

  it("answers through its route as a page", async () => {
    const answer = await callRoute(claimsApi.listClaims, { actor: actors.otherBroker });
    expect(answer.status).toBe(200);
    expect((answer.body.data as { id: number }[]).map((c) => c.id)).toContain(ids.harbor);
    expect((answer.body.data as { id: number }[]).map((c) => c.id)).not.toContain(ids.a);
  });
});

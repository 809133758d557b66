import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { assignQuotationBroker } from "@/server/quotations/assign-quotation-broker";
import { cancelQuotation } from "@/server/quotations/cancel-quotation";
import { expireStaleQuotations } from "@/server/quotations/expire-stale-quotations";
import { listQuotations } from "@/server/quotations/list-quotations";
import { requestQuotationReferral } from "@/server/quotations/request-quotation-referral";
import { demoActor } from "../support/factories";
import { isoDay, quotationInStatus } from "../support/quotation-factory";

// The list's itemsCount comes from QuotationCount (kept by triggers) when the filter is on broker,
// company and status only; it must always equal count(*).

async function countersMatchTable() {
  const actual = await db.quotation.groupBy({ by: ["brokerCompanyId", "brokerUserId", "status"], _count: { _all: true } });
  const counters = await db.quotationCount.findMany({ where: { n: { not: 0 } } });
  const key = (r: { brokerCompanyId: number; brokerUserId: number; status: string }) =>
    `${r.brokerCompanyId}/${r.brokerUserId}/${r.status}`;
  expect(Object.fromEntries(counters.map((c) => [key(c), c.n]))).toEqual(Object.fromEntries(actual.map((a) => [key(a), a._count._all])));
}

const list = (actor: Awaited<ReturnType<typeof demoActor>>, query = "") => listQuotations(actor, `http://x/api/quotation${query}`);

describe("quotation counts kept by triggers", () => {
  it("follow inserts, transitions, broker changes and expiry, and answer the list's counts", async () => {
    const broker = await demoActor("broker@example.com");
    const own = await demoActor("broker.own@example.com");
    const harbor = await demoActor("broker@harbor.example.com");
    const underwriter = await demoActor("underwriter@example.com");
    const mine = { brokerUserId: broker.id, brokerCompanyId: broker.companyId };
    const made = [];
    for (const status of ["READY", "READY", "REFERRED_TO_UNDERWRITER", "NEW", "PRE_BOUND"] as const)
      made.push(await quotationInStatus(status, mine));
    made.push(await quotationInStatus("READY", { brokerUserId: own.id, brokerCompanyId: own.companyId }));
    made.push(await quotationInStatus("READY", { brokerUserId: harbor.id, brokerCompanyId: harbor.companyId }));
    const stale = await quotationInStatus("READY", { ...mine, eventInDays: -2 });
    await countersMatchTable();

    await cancelQuotation(broker, made[0].id, {});
    await requestQuotationReferral(broker, made[1].id, { reason: "Please look at the limit" });
    await assignQuotationBroker(underwriter, made[2].id, { brokerUserId: harbor.id });
    await expireStaleQuotations();
    await db.quotation.delete({ where: { id: made[3].id } });
    await countersMatchTable();
    expect((await db.quotation.findUniqueOrThrow({ where: { id: stale.id } })).status).toBe("EXPIRED");

    const total = await db.quotation.count();
    expect((await list(underwriter)).pagination.itemsCount).toBe(total);
    expect((await list(underwriter, "?status[]=READY&status[]=NTU")).pagination.itemsCount).toBe(
      await db.quotation.count({ where: { status: { in: ["READY", "NTU"] } } }),
    );
    expect((await list(broker)).pagination.itemsCount).toBe(await db.quotation.count({ where: { brokerCompanyId: broker.companyId } }));
    expect((await list(own)).pagination.itemsCount).toBe(await db.quotation.count({ where: { brokerUserId: own.id } }));
    expect((await list(harbor, "?status[]=REFERRED_TO_UNDERWRITER")).pagination.itemsCount).toBe(
      await db.quotation.count({ where: { brokerCompanyId: harbor.companyId, status: "REFERRED_TO_UNDERWRITER" } }),
    );
    // A filter on other columns is counted by count(*), and agrees.
    expect(
      (await list(underwriter, `?f=${encodeURIComponent(JSON.stringify({ eventDate: { gte: isoDay(0) } }))}`)).pagination.itemsCount,
    ).toBe(await db.quotation.count({ where: { eventDate: { gte: new Date(`${isoDay(0)}T00:00:00Z`) } } }));
  });
});

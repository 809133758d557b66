import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { assignQuotationBroker } from "@/server/quotations/assign-quotation-broker";
import { cancelQuotation } from "@/server/quotations/cancel-quotation";
import { copyQuotation } from "@/server/quotations/copy-quotation";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { listQuotations } from "@/server/quotations/list-quotations";
import { reviseQuotation } from "@/server/quotations/revise-quotation";
import { company, signedIn, user, demoActor } from "../support/factories";
import { fullFormValues, quotationInStatus, type FactoryQuotation } from "../support/quotation-factory";

// DESIGN.md §4: a broker with VIEW_MY_INDICATIONS sees only its own quotations, one with
// VIEW_COMPANY_INDICATIONS its company's; underwriters and admins see all. What a user may not see
// is answered as not found, never as forbidden. And the list's filters (DESIGN.md §3).

let admin: Actor;
let underwriter: Actor;
let own: Actor; // company A, VIEW_MY_INDICATIONS
let ownColleague: Actor; // company A, VIEW_MY_INDICATIONS
let companyView: Actor; // company A, VIEW_COMPANY_INDICATIONS
let otherCompany: Actor; // company B, VIEW_COMPANY_INDICATIONS
let companyAName: string;

let mine: FactoryQuotation; // own's, READY, created 2026-01-10
let colleagues: FactoryQuotation; // ownColleague's, REFERRED, created 2026-02-15
let companyViews: FactoryQuotation; // companyView's, NEW, created 2026-03-20
let others: FactoryQuotation; // otherCompany's, READY, created 2026-04-25

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);
const list = (actor: Actor, query = "") => listQuotations(actor, `http://portal.test/api/quotation${query ? `?${query}` : ""}`);
const ids = async (actor: Actor, query = "") => (await list(actor, query)).items.map((q) => q.id).sort((a, b) => a - b);
const f = (filter: unknown) => `f=${encodeURIComponent(JSON.stringify(filter))}`;
const sorted = (...qs: FactoryQuotation[]) => qs.map((q) => q.id).sort((a, b) => a - b);
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "succeeded",
    (e: { code?: string }) => e.code,
  );

beforeAll(async () => {
  admin = await demoActor("admin@example.com");
  underwriter = await demoActor("underwriter@example.com");
  const a = await company({ name: `Lakeview Brokers ${Date.now()}` });
  const b = await company({ name: `Pinecrest Agency ${Date.now()}` });
  companyAName = a.name;
  const make = async (companyId: number, permissionLevel: "VIEW_MY_INDICATIONS" | "VIEW_COMPANY_INDICATIONS") =>
    signedIn((await user({ companyId, permissionLevel })).email);
  own = await make(a.id, "VIEW_MY_INDICATIONS");
  ownColleague = await make(a.id, "VIEW_MY_INDICATIONS");
  companyView = await make(a.id, "VIEW_COMPANY_INDICATIONS");
  otherCompany = await make(b.id, "VIEW_COMPANY_INDICATIONS");

  mine = await quotationInStatus("READY", {
    brokerUserId: own.id,
    brokerCompanyId: a.id,
    insuredName: "Maplewood Jazz Society",
    quotationNumber: "VQ-2026-0001",
    createdAt: at("2026-01-10"),
  });
  colleagues = await quotationInStatus("REFERRED_TO_UNDERWRITER", {
    brokerUserId: ownColleague.id,
    brokerCompanyId: a.id,
    insuredName: "Harborside Food Fair",
    quotationNumber: "VQ-2026-0002",
    createdAt: at("2026-02-15"),
  });
  companyViews = await quotationInStatus("NEW", {
    brokerUserId: companyView.id,
    brokerCompanyId: a.id,
    insuredName: "Maple Street Parade",
    quotationNumber: "VQ-2026-0003",
    createdAt: at("2026-03-20"),
  });
  others = await quotationInStatus("READY", {
    brokerUserId: otherCompany.id,
    brokerCompanyId: b.id,
    insuredName: "Pinecrest Marathon",
    quotationNumber: "VQ-2026-0004",
    createdAt: at("2026-04-25"),
    eventInDays: 90,
  });
});

describe("who sees which quotations", () => {
  it("a VIEW_MY_INDICATIONS broker lists only its own quotations", async () => {
    expect(await ids(own)).toEqual(sorted(mine));
    expect((await list(own)).pagination.itemsCount).toBe(1);
  });

  it("a VIEW_MY_INDICATIONS broker gets RESOURCE_NOT_FOUND, never FORBIDDEN, for a colleague's quotation", async () => {
    expect((await getQuotationDetails(own, mine.id)).id).toBe(mine.id);
    await expect(getQuotationDetails(own, colleagues.id)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND", status: 404 });
    await expect(getQuotationDetails(own, String(companyViews.id))).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    await expect(getQuotationDetails(own, others.id)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    // Actions on a quotation it cannot see answer the same, and change nothing.
    expect(await codeOf(cancelQuotation(own, colleagues.id, {}))).toBe("RESOURCE_NOT_FOUND");
    expect(await codeOf(copyQuotation(own, colleagues.id))).toBe("RESOURCE_NOT_FOUND");
    expect(await codeOf(reviseQuotation(own, colleagues.id, fullFormValues({ brokerUserId: ownColleague.id })))).toBe("RESOURCE_NOT_FOUND");
    expect((await getQuotationDetails(admin, colleagues.id)).status).toBe("REFERRED_TO_UNDERWRITER");
  });

  it("a VIEW_COMPANY_INDICATIONS broker lists its company's quotations, not another company's", async () => {
    expect(await ids(companyView)).toEqual(sorted(mine, colleagues, companyViews));
    for (const q of [mine, colleagues, companyViews]) expect((await getQuotationDetails(companyView, q.id)).id).toBe(q.id);
    await expect(getQuotationDetails(companyView, others.id)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND", status: 404 });
    expect(await codeOf(cancelQuotation(companyView, others.id, {}))).toBe("RESOURCE_NOT_FOUND");
    expect(await ids(otherCompany)).toEqual(sorted(others));
    await expect(getQuotationDetails(otherCompany, mine.id)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
  });

  it("assigning a quotation to a broker of another company moves it to that company's view", async () => {
    const q = await quotationInStatus("READY", { brokerUserId: companyView.id, brokerCompanyId: companyView.companyId });
    expect((await getQuotationDetails(companyView, q.id)).id).toBe(q.id);
    const assigned = await assignQuotationBroker(underwriter, q.id, { brokerUserId: otherCompany.id });
    expect(assigned).toMatchObject({ brokerUser: { id: otherCompany.id }, brokerCompany: { id: otherCompany.companyId }, status: "READY" });
    expect((await getQuotationDetails(otherCompany, q.id)).id).toBe(q.id);
    await expect(getQuotationDetails(companyView, q.id)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    expect(await ids(otherCompany)).toContain(q.id);
    expect(await ids(companyView)).not.toContain(q.id);
    // Only to an enabled broker.
    const refused = await assignQuotationBroker(underwriter, q.id, { brokerUserId: underwriter.id }).catch((e) => e);
    expect(refused).toMatchObject({ code: "VALIDATION_FAILURE" });
    expect(refused.details.map((d: { path: string }) => d.path)).toEqual(["brokerUserId"]);
    expect((await getQuotationDetails(admin, q.id)).brokerUser.id).toBe(otherCompany.id);
    // Back to its first company, so the lists of the other tests are as they were.
    await assignQuotationBroker(underwriter, q.id, { brokerUserId: companyView.id });
    await cancelQuotation(admin, q.id, {});
    await db.quotation.delete({ where: { id: q.id } });
  });

  it("an unknown or malformed id is not found too", async () => {
    await expect(getQuotationDetails(admin, 99_999_999)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    await expect(getQuotationDetails(admin, "abc")).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
  });

  it("underwriters and admins list and read every quotation", async () => {
    const all = sorted(mine, colleagues, companyViews, others);
    expect(await ids(underwriter)).toEqual(all);
    expect(await ids(admin)).toEqual(all);
    for (const q of [mine, colleagues, companyViews, others]) {
      expect((await getQuotationDetails(underwriter, q.id)).quotationNumber).toBe(q.quotationNumber);
      expect((await getQuotationDetails(admin, q.id)).quotationNumber).toBe(q.quotationNumber);
    }
  });

  it("a list row carries the number, insured, company, event date, status and creation time", async () => {
    const row = (await list(own)).items[0];
    expect(row).toMatchObject({
      id: mine.id,
      quotationNumber: "VQ-2026-0001",
      insuredName: "Maplewood Jazz Society",
      brokerCompany: { id: mine.brokerCompanyId, name: companyAName },
      eventDate: mine.eventDate!.toISOString().slice(0, 10),
      status: "READY",
      createdAt: "2026-01-10T12:00:00Z",
    });
  });
});

describe("list filters", () => {
  it("filters by status with the bracket shorthand and with f", async () => {
    expect(await ids(admin, "status[]=READY")).toEqual(sorted(mine, others));
    expect(await ids(admin, "status[]=READY&status[]=NEW")).toEqual(sorted(mine, companyViews, others));
    expect(await ids(admin, f({ status: { in: ["REFERRED_TO_UNDERWRITER", "NEW"] } }))).toEqual(sorted(colleagues, companyViews));
    expect(await ids(admin, f({ status: { neq: "READY" } }))).toEqual(sorted(colleagues, companyViews));
    // The scope still applies under a filter.
    expect(await ids(own, "status[]=REFERRED_TO_UNDERWRITER")).toEqual([]);
    expect(await ids(companyView, "status[]=READY")).toEqual(sorted(mine));
  });

  it("filters by broker and by broker company", async () => {
    expect(await ids(admin, `brokerUserId=${ownColleague.id}`)).toEqual(sorted(colleagues));
    expect(await ids(admin, f({ brokerUserId: { eq: own.id } }))).toEqual(sorted(mine));
    expect(await ids(admin, `brokerCompanyId=${others.brokerCompanyId}`)).toEqual(sorted(others));
    // A broker filtering on a colleague it may not see gets nothing, not an error.
    expect(await ids(own, `brokerUserId=${ownColleague.id}`)).toEqual([]);
  });

  it("filters by creation date with gte and lte", async () => {
    expect(await ids(admin, f({ createdAt: { gte: "2026-02-01", lte: "2026-03-31" } }))).toEqual(sorted(colleagues, companyViews));
    expect(await ids(admin, f({ createdAt: { gte: "2026-04-01" } }))).toEqual(sorted(others));
    expect(await ids(admin, f({ createdAt: { lte: "2026-01-31" } }))).toEqual(sorted(mine));
  });

  it("filters by event date", async () => {
    const far = others.eventDate!.toISOString().slice(0, 10);
    expect(await ids(admin, f({ eventDate: { gte: far } }))).toEqual(sorted(others));
    expect(await ids(admin, f({ eventDate: { eq: far } }))).toEqual(sorted(others));
  });

  it("searches with like on the number, the insured and the broker company, case-insensitively", async () => {
    expect(await ids(admin, f({ quotationNumber: { like: "vq-2026-000" } }))).toEqual(sorted(mine, colleagues, companyViews, others));
    expect(await ids(admin, f({ quotationNumber: { like: "0003" } }))).toEqual(sorted(companyViews));
    expect(await ids(admin, f({ insuredName: { like: "MAPLE" } }))).toEqual(sorted(mine, companyViews));
    expect(await ids(admin, f({ "brokerCompany.name": { like: "pinecrest" } }))).toEqual(sorted(others));
    const anywhere = (text: string) =>
      f({ or: [{ quotationNumber: { like: text } }, { insuredName: { like: text } }, { "brokerCompany.name": { like: text } }] });
    expect(await ids(admin, anywhere("pinecrest"))).toEqual(sorted(others));
    expect(await ids(admin, anywhere("lakeview"))).toEqual(sorted(mine, colleagues, companyViews));
    expect(await ids(own, anywhere("lakeview"))).toEqual(sorted(mine));
  });

  it("refuses a filter on a field that is not listed", async () => {
    await expect(list(admin, f({ rating: { eq: "x" } }))).rejects.toMatchObject({ code: "VALIDATION_FAILURE" });
  });

  it("sorts newest first by default and pages", async () => {
    const page = await list(admin, "p[index]=1&p[size]=10");
    expect(page.items.map((q) => q.id)).toEqual([others.id, companyViews.id, colleagues.id, mine.id]);
    const second = await list(admin, "p[index]=2&p[size]=10");
    expect(second.items).toEqual([]);
    expect(second.pagination).toEqual({ index: 2, size: 10, itemsCount: 4 });
  });
});

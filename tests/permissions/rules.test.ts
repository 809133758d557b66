import { describe, expect, it } from "vitest";
import { abilityFor, abilityFromRules, rulesFor, subject, type Action, type SubjectType, type Role } from "@/lib/permissions/rules";
import { menuFor } from "@/lib/navigation/menu";
import { db } from "@/server/db";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { company, quotation, user } from "../support/factories";

const admin = { id: 1, role: "ROLE_ADMIN" as Role, companyId: 1, permissionLevel: "VIEW_COMPANY_INDICATIONS" as const };
const underwriter = { id: 2, role: "ROLE_UNDERWRITER" as Role, companyId: 2, permissionLevel: "VIEW_COMPANY_INDICATIONS" as const };
const broker = { id: 3, role: "ROLE_BROKER" as Role, companyId: 3, permissionLevel: "VIEW_COMPANY_INDICATIONS" as const };

// Spec §6, row by row: [action, subject, admin, underwriter, broker].
const TABLE: [Action, SubjectType, boolean, boolean, boolean][] = [
  ["read", "Portal", true, true, true],
  ["manage", "Company", true, false, false],
  ["manage", "User", true, false, false],
  ["manage", "Settings", true, false, false],
  ["read", "Report", true, true, false],
  ["filterByBroker", "Statistics", true, true, false],
  ["requestCancel", "Policy", true, false, true],
  ["cancel", "Policy", true, true, false],
  ["updateFinalSalesAmount", "Policy", true, false, true],
  ["updateFinalSales", "Policy", true, true, false],
  ["createEndorsement", "Policy", true, true, false],
  ["read", "Quotation", true, true, true],
  ["create", "Quotation", true, true, true],
  ["updateDocuments", "Quotation", true, true, true],
  ["revise", "Quotation", true, true, true],
  ["sign", "Quotation", true, true, true],
  ["cancel", "Quotation", true, false, true],
  ["selectOptions", "Quotation", true, false, true],
  ["requestReferral", "Quotation", true, false, true],
  ["requestBind", "Quotation", true, false, true],
  ["bind", "Quotation", true, true, false],
  ["review", "Quotation", true, true, false],
  ["updateInsured", "Quotation", true, true, false],
  ["updatePreBoundReferral", "Quotation", true, true, false],
  ["assignBroker", "Quotation", false, true, false],
  ["update", "Config", true, false, false],
  // Claims (docs/claims.md): brokers notify a loss and read their claims; underwriters and admins decide, pay and enter observer reports.
  ["notifyLoss", "Policy", true, true, true],
  ["read", "Claim", true, true, true],
  ["decideClaim", "Claim", true, true, false],
  ["recordClaimPayment", "Claim", true, true, false],
  ["enterObservations", "Claim", true, true, false],
  ["create", "WeatherObservation", true, false, false],
];

describe("permission rules (spec §6)", () => {
  it.each(TABLE)("%s %s: admin %s, underwriter %s, broker %s", (action, subjectType, a, u, b) => {
    expect(abilityFor(admin).can(action, subjectType)).toBe(a);
    expect(abilityFor(underwriter).can(action, subjectType)).toBe(u);
    expect(abilityFor(broker).can(action, subjectType)).toBe(b);
  });

  it("limits brokers to their company's quotations, or their own with VIEW_MY_INDICATIONS", () => {
    const companyWide = abilityFor(broker);
    const own = abilityFor({ ...broker, permissionLevel: "VIEW_MY_INDICATIONS" });
    const mine = subject("Quotation", { brokerCompanyId: 3, brokerUserId: 3 });
    const colleague = subject("Quotation", { brokerCompanyId: 3, brokerUserId: 99 });
    const otherCompany = subject("Quotation", { brokerCompanyId: 4, brokerUserId: 98 });
    expect([mine, colleague, otherCompany].map((q) => companyWide.can("read", q))).toEqual([true, true, false]);
    expect([mine, colleague, otherCompany].map((q) => own.can("read", q))).toEqual([true, false, false]);
    expect(abilityFor(underwriter).can("read", otherCompany)).toBe(true);
  });

  it("limits brokers to their company's claims, or their own with VIEW_MY_INDICATIONS, as their policies", () => {
    const companyWide = abilityFor(broker);
    const own = abilityFor({ ...broker, permissionLevel: "VIEW_MY_INDICATIONS" });
    const claim = (brokerCompanyId: number, brokerUserId: number) => subject("Claim", { brokerCompanyId, brokerUserId });
    const [mine, colleague, otherCompany] = [claim(3, 3), claim(3, 99), claim(4, 98)];
    expect([mine, colleague, otherCompany].map((c) => companyWide.can("read", c))).toEqual([true, true, false]);
    expect([mine, colleague, otherCompany].map((c) => own.can("read", c))).toEqual([true, false, false]);
    expect([mine, colleague, otherCompany].map((c) => companyWide.can("decideClaim", c))).toEqual([false, false, false]);
    expect(abilityFor(underwriter).can("decideClaim", otherCompany)).toBe(true);
  });

  it("matches conditions by equality, also in the browser's ability built from the sent rules", () => {
    const sent = abilityFromRules(JSON.parse(JSON.stringify(rulesFor(underwriter))));
    const note = (fields: Record<string, unknown>) => subject("Note", fields);
    for (const ability of [abilityFor(underwriter), sent]) {
      expect(ability.can("read", note({ visibility: "ALL", authorCompanyId: 9 }))).toBe(true);
      expect(ability.can("read", note({ visibility: "COMPANY", authorCompanyId: 2 }))).toBe(true);
      expect(ability.can("read", note({ visibility: "COMPANY", authorCompanyId: 9 }))).toBe(false);
      expect(ability.can("read", note({ visibility: "COMPANY", authorCompanyId: "2" }))).toBe(false);
      expect(ability.can("read", note({}))).toBe(false);
      expect(ability.can("read", "Note")).toBe(true);
    }
    const own = abilityFromRules(rulesFor({ ...broker, permissionLevel: "VIEW_MY_INDICATIONS" }));
    expect(own.can("requestCancel", subject("Policy", { brokerUserId: 3, brokerCompanyId: 4 }))).toBe(true);
    expect(own.can("requestCancel", subject("Policy", { brokerUserId: 4, brokerCompanyId: 3 }))).toBe(false);
  });

  it("builds each role's menu in the spec's order", () => {
    const labels = (u: typeof admin) =>
      menuFor(abilityFor(u)).flatMap((i) => [i.label, ...(i.children ?? []).map((c) => `${i.label} › ${c.label}`)]);
    expect(labels(admin)).toEqual([
      "Home",
      "Quotations",
      "Policies",
      "Claims",
      "Companies",
      "Users",
      "Statistics",
      "Reports",
      "Reports › Bordereaux",
      "Reports › Claims bordereau",
      "Settings",
      "Settings › State fees",
      "Settings › Rater",
      "Settings › Binders",
      "Settings › Maintenance mode",
      "Settings › Invoices",
      "Settings › Email outbox",
      "Settings › Weather observations",
    ]);
    expect(labels(underwriter)).toEqual([
      "Home",
      "Quotations",
      "Policies",
      "Claims",
      "Rater",
      "Statistics",
      "Reports",
      "Reports › Bordereaux",
      "Reports › Claims bordereau",
    ]);
    expect(labels(broker)).toEqual(["Home", "Quotations", "Policies", "Claims", "Statistics"]);
  });

  it("turns the same rules into database filters", async () => {
    const brightline = await company();
    const harbor = await company();
    const ann = await user({ companyId: brightline.id });
    const ben = await user({ companyId: brightline.id, permissionLevel: "VIEW_MY_INDICATIONS" });
    const cat = await user({ companyId: harbor.id });
    await quotation(ann.id, brightline.id);
    await quotation(ben.id, brightline.id);
    await quotation(cat.id, harbor.id);
    const ids = [brightline.id, harbor.id];
    const visible = async (u: {
      id: number;
      role: Role;
      companyId: number;
      permissionLevel: "VIEW_COMPANY_INDICATIONS" | "VIEW_MY_INDICATIONS";
    }) => db.quotation.count({ where: { AND: [accessibleWhere(abilityFor(u), "read", "Quotation"), { brokerCompanyId: { in: ids } }] } });
    expect(await visible(ann)).toBe(2);
    expect(await visible(ben)).toBe(1);
    expect(await visible(cat)).toBe(1);
    expect(await visible(underwriter)).toBe(3);
    expect(await db.quotation.count({ where: accessibleWhere(abilityFor(broker), "bind", "Quotation") })).toBe(0);
  });
});

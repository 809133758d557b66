import { describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { verifyPassword } from "@/server/auth/password";
import { seed } from "@/prisma/seed";

describe("demo data", () => {
  it("has the demo companies and users of the README, all with the demo password", async () => {
    const users = await db.user.findMany({ include: { company: true }, orderBy: { id: "asc" } });
    expect(users.map((u) => [u.email, u.role, u.permissionLevel, u.company.name])).toEqual([
      ["admin@example.com", "ROLE_ADMIN", "VIEW_COMPANY_INDICATIONS", "Portal Admin"],
      ["underwriter@example.com", "ROLE_UNDERWRITER", "VIEW_COMPANY_INDICATIONS", "Summit Underwriting"],
      ["broker@example.com", "ROLE_BROKER", "VIEW_COMPANY_INDICATIONS", "Brightline Brokers"],
      ["broker.own@example.com", "ROLE_BROKER", "VIEW_MY_INDICATIONS", "Brightline Brokers"],
      ["broker@harbor.example.com", "ROLE_BROKER", "VIEW_COMPANY_INDICATIONS", "Harbor Insurance Agency"],
    ]);
    for (const u of users) expect(await verifyPassword(u.passwordHash, "Portal-Demo-2026!")).toBe(true);
    expect((await db.company.findMany()).map((c) => [c.name, c.role])).toEqual(
      expect.arrayContaining([
        ["Portal Admin", "ADMIN"],
        ["Summit Underwriting", "UNDERWRITER"],
        ["Brightline Brokers", "BROKER"],
        ["Harbor Insurance Agency", "BROKER"],
      ]),
    );
  });

  it("has state fees for the 50 states and DC with sources, a binder and the rater settings", async () => {
    const fees = await db.stateFee.findMany();
    expect(fees).toHaveLength(51);
    expect(fees.every((f) => f.source.length > 0 && Number(f.tax) > 0 && Number(f.tax) < 0.2)).toBe(true);
    expect(fees.filter((f) => f.municipalityTax).map((f) => f.state)).toEqual(["KY"]);
    expect(await db.binder.count()).toBe(1);
    const config = await db.appConfig.findUniqueOrThrow({ where: { id: 1 } });
    expect({
      years: config.raterTimeSpanInYears,
      prior: config.raterTimeSpanInDaysPrior,
      after: config.raterTimeSpanInDaysAfter,
      clf: config.clf.toString(),
      clfWithClaim: config.clfWithClaim.toString(),
      min: config.minimumRate.toString(),
      max: config.maximumRate.toString(),
      minimumPremium: config.minimumPremium.toString(),
    }).toEqual({ years: 20, prior: 7, after: 7, clf: "1.4", clfWithClaim: "1.8", min: "0.02", max: "0.5", minimumPremium: "250" });
    expect(await db.location.count()).toBeGreaterThan(40_000);
  });

  it("never writes over existing data when run again", async () => {
    await db.user.update({ where: { email: "broker@example.com" }, data: { firstName: "Changed" } });
    await db.stateFee.update({ where: { state: "NY" }, data: { tax: "0.01" } });
    const counts = async () =>
      Promise.all([db.user.count(), db.company.count(), db.stateFee.count(), db.binder.count(), db.location.count()]);
    const before = await counts();
    await seed(() => {});
    expect(await counts()).toEqual(before);
    expect((await db.user.findUniqueOrThrow({ where: { email: "broker@example.com" } })).firstName).toBe("Changed");
    expect((await db.stateFee.findUniqueOrThrow({ where: { state: "NY" } })).tax.toString()).toBe("0.01");
  });
});

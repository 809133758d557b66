import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { isoDate, isoSeconds } from "@/lib/api/serialize";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { parseListQuery } from "@/server/http/list-query";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { listQuotations, QUOTATION_FIELDS } from "@/server/quotations/list-quotations";
import { company, demoActor, quotation, signedIn, user } from "../support/factories";

// listQuotations resolves filters on the broker company's name to company ids before it queries
// (for the trigram indexes) and takes the actor's own company name from the session instead of
// reading it again. Its answers must stay exactly those of the straightforward query below.
async function reference(actor: Actor, url: string) {
  const ability = abilityFor(actor);
  const { where, orderBy, skip, take, query } = parseListQuery(url, QUOTATION_FIELDS, {
    defaultSort: { field: "createdAt", direction: "desc" },
  });
  const scoped = { AND: [accessibleWhere(ability, "read", "Quotation"), where] };
  const [rows, itemsCount] = await Promise.all([
    db.quotation.findMany({ where: scoped, orderBy, skip, take, include: { brokerCompany: { select: { id: true, name: true } } } }),
    db.quotation.count({ where: scoped }),
  ]);
  return {
    items: rows.map((q) => ({
      id: q.id,
      quotationNumber: q.quotationNumber,
      insuredName: q.insuredName,
      brokerCompany: q.brokerCompany,
      eventDate: isoDate(q.eventDate),
      status: q.status,
      createdAt: isoSeconds(q.createdAt),
    })),
    pagination: { index: query.page.index, size: query.page.size, itemsCount },
  };
}

const f = (filter: unknown) => `f=${encodeURIComponent(JSON.stringify(filter))}`;

describe("GET /api/quotation's list", () => {
  it("answers exactly what the plain relation filter and include answer, for brokers and underwriters", async () => {
    const tag = randomBytes(3).toString("hex");
    const lakeside = await company({ name: `Lakeside ${tag} Brokers` });
    const harbor = await company({ name: `Harbor ${tag} Agency` });
    const summit = await company({ name: `Summit Lakeside ${tag}` });
    const brokers = await Promise.all([lakeside, harbor, summit].map((c) => user({ companyId: c.id })));
    const insured = [`Lakeside ${tag} Jazz Festival`, `Riverside ${tag} Fair`, `Summit ${tag} Parade`, `Harbor ${tag} Gala`];
    for (let i = 0; i < 12; i++) {
      const b = brokers[i % 3];
      const q = await quotation(b.id, b.companyId, i % 4 === 0 ? "REFERRED_TO_UNDERWRITER" : "READY");
      await db.quotation.update({
        where: { id: q.id },
        data: { insuredName: insured[i % 4], createdAt: new Date(Date.UTC(2026, 0, 1 + (i % 5))) },
      });
    }
    const like = (term: string) => ({
      or: [{ quotationNumber: { like: term } }, { insuredName: { like: term } }, { "brokerCompany.name": { like: term } }],
    });
    const queries = [
      "",
      f(like(`lakeside ${tag}`)),
      f(like("LAKESIDE")),
      f(like(`harbor ${tag}`)),
      f(like(`nothing-${tag}`)),
      f({ "brokerCompany.name": { eq: harbor.name } }),
      f({ "brokerCompany.name": { neq: harbor.name }, insuredName: { like: tag } }),
      f({ "brokerCompany.name": { in: [harbor.name, summit.name] } }),
      f({
        and: [
          { "brokerCompany.name": { like: "lakeside" } },
          { or: [{ status: { eq: "READY" } }, { "brokerCompany.name": { like: "summit" } }] },
        ],
      }),
      `${f(like(tag))}&status[]=REFERRED_TO_UNDERWRITER`,
      `${f(like(tag))}&s[field]=brokerCompany.name&s[direction]=asc&p[size]=25`,
      `${f(like(tag))}&p[index]=2`,
    ];
    // A broker who sees only its own quotations, one of them from its former company (Harbor).
    const mover = await user({ companyId: lakeside.id, permissionLevel: "VIEW_MY_INDICATIONS" });
    await quotation(mover.id, lakeside.id);
    await db.quotation.update({ where: { id: (await quotation(mover.id, harbor.id)).id }, data: { insuredName: `Moved ${tag} Show` } });
    const actors = [
      await demoActor("underwriter@example.com"),
      await demoActor("admin@example.com"),
      await signedIn(brokers[0].email),
      await signedIn(mover.email),
    ];
    for (const actor of actors) {
      for (const q of queries) {
        const url = `http://portal.test/api/quotation?${q}`;
        expect(await listQuotations(actor, url), `${actor.email} ${decodeURIComponent(q)}`).toEqual(await reference(actor, url));
      }
    }
    // The search finds quotations by company name only, and by insured name only.
    const underwriter = actors[0];
    const byCompany = await listQuotations(underwriter, `http://portal.test/api/quotation?${f(like(`summit lakeside ${tag}`))}`);
    expect(byCompany.pagination.itemsCount).toBe(4);
    const both = await listQuotations(underwriter, `http://portal.test/api/quotation?${f(like(`lakeside ${tag}`))}&p[size]=25`);
    // Lakeside's 5 (the mover's included), Summit Lakeside's 4, and the Lakeside insured of Harbor.
    expect(both.pagination.itemsCount).toBe(10);
    const own = await listQuotations(actors[3], "http://portal.test/api/quotation");
    expect(own.items.map((i) => i.brokerCompany.name).sort()).toEqual([harbor.name, lakeside.name].sort());
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { listQueryString, type Filter } from "@/lib/api/list-query";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { listOutbox } from "@/server/email/list-outbox";
import { demoActor } from "../support/factories";

// The email outbox's search (Settings › Email outbox, D119): the list query's `like` on the
// recipients (a part of an address, any case) and on the subject, ORed, paged on the server.

let admin: Actor;
let broker: Actor;
const TAG = `srch${Date.now().toString(36)}`;

beforeAll(async () => {
  admin = await demoActor("admin@example.com");
  broker = await demoActor("broker@example.com");
  const email = (to: string[], subject: string, status: "STORED" | "SENT" = "STORED") => ({
    to,
    subject: `${subject} ${TAG}`,
    html: "<p>x</p>",
    text: "x",
    template: "test",
    status,
  });
  // One at a time, so createdAt orders them as written.
  for (const data of [
    email(["Dana.Brooks@Harbor-Events.example"], "Quotation Q2026-000101 ready"),
    email(["ops@harbor-events.example", "finance@lakeside.example"], "Policy WEP-2026-0042 bound", "SENT"),
    email(["sam@lakeside.example"], "Invoice 100%_paid"),
    email(["pat@summit.example"], "Claim for harbor-events"),
  ]) {
    await db.emailOutbox.create({ data });
  }
  for (let i = 1; i <= 11; i++) await db.emailOutbox.create({ data: email([`bulk${i}@paging.example`], `Bulk ${i}`) });
});

async function subjects(actor: Actor, filter: Filter, page = { index: 1, size: 100 }) {
  const { items, pagination } = await listOutbox(actor, `/api/email-outbox?${listQueryString({ filter, page })}`);
  return { subjects: items.map((m) => m.subject.replace(` ${TAG}`, "")), itemsCount: pagination.itemsCount };
}

const search = (text: string): Filter => ({
  and: [{ subject: { like: TAG } }, { or: [{ to: { like: text } }, { subject: { like: text } }] }],
});

describe("searching the email outbox", () => {
  it("finds a part of any recipient's address in any case, and a part of the subject, newest first", async () => {
    expect(await subjects(admin, search("HARBOR-events"))).toEqual({
      subjects: ["Claim for harbor-events", "Policy WEP-2026-0042 bound", "Quotation Q2026-000101 ready"],
      itemsCount: 3,
    });
    expect((await subjects(admin, search("lakeside"))).subjects).toEqual(["Invoice 100%_paid", "Policy WEP-2026-0042 bound"]);
    expect((await subjects(admin, search("wep-2026-0042"))).subjects).toEqual(["Policy WEP-2026-0042 bound"]);
    expect((await subjects(admin, search("nobody.example"))).subjects).toEqual([]);
  });

  it("takes % and _ as themselves", async () => {
    expect((await subjects(admin, search("100%_"))).subjects).toEqual(["Invoice 100%_paid"]);
    expect((await subjects(admin, search("s_m@"))).subjects).toEqual([]);
  });

  it("combines with the status filter and pages on the server", async () => {
    expect((await subjects(admin, { ...search("harbor"), status: { eq: "SENT" } })).subjects).toEqual(["Policy WEP-2026-0042 bound"]);
    const first = await subjects(admin, search("PAGING"), { index: 1, size: 10 });
    const second = await subjects(admin, search("PAGING"), { index: 2, size: 10 });
    expect(first).toEqual({ subjects: Array.from({ length: 10 }, (_, i) => `Bulk ${11 - i}`), itemsCount: 11 });
    expect(second).toEqual({ subjects: ["Bulk 1"], itemsCount: 11 });
  });

  it("compares whole addresses with eq, neq and in", async () => {
    const mine = (f: Filter) => subjects(admin, { and: [{ subject: { like: TAG } }, f] });
    expect((await mine({ to: { eq: "sam@lakeside.example" } })).subjects).toEqual(["Invoice 100%_paid"]);
    expect((await mine({ to: { eq: "lakeside.example" } })).subjects).toEqual([]);
    expect((await mine({ to: { in: ["pat@summit.example", "finance@lakeside.example"] } })).subjects).toEqual([
      "Claim for harbor-events",
      "Policy WEP-2026-0042 bound",
    ]);
    expect((await mine({ to: { neq: "sam@lakeside.example" } })).itemsCount).toBe(14);
  });

  it("refuses a sort on the recipients and a broker's read", async () => {
    await expect(listOutbox(admin, "/api/email-outbox?s[field]=to")).rejects.toMatchObject({ code: "VALIDATION_FAILURE" });
    await expect(listOutbox(broker, `/api/email-outbox?${listQueryString({ filter: search("harbor") })}`)).rejects.toMatchObject({
      code: "FORBIDDEN",
    });
  });
});

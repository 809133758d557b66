import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/server/db";
import { createNote } from "@/server/notes/create-note";
import { listNotes } from "@/server/notes/list-notes";
import * as notesApi from "@/lib/api/operations/notes";
import { parseInput } from "@/server/http/parse-input";
import type { Actor } from "@/server/auth/actor";
import { demoActor, quotation, signedIn, user } from "../support/factories";
import { boundPolicy } from "../support/policy-factory";

// Spec §2/§3: notes on quotations and policies, visible to all or only to the author's company.
// Admins see every note (docs/decisions.md). Someone who may not read the subject gets 404.

let admin: Actor;
let underwriter: Actor;
let brooke: Actor; // Brightline Brokers, sees the company's records
let colleague: Actor; // Brightline Brokers too
let owen: Actor; // Brightline Brokers, sees only his own records
let hana: Actor; // Harbor Insurance Agency
let quotationId: number;
let policyId: number;

// The use cases with the input as the route reads it from the request, with the description's schemas.
const post = async (actor: Actor, body: unknown) => createNote(actor, parseInput(notesApi.createNote.body, body));
const get = async (actor: Actor, url: string) =>
  listNotes(actor, parseInput(notesApi.listNotes.query, Object.fromEntries(new URL(url, "http://portal.test").searchParams)), url);

const notesOn = async (actor: Actor, query: string) => (await get(actor, `/api/note?${query}`)).items;
const contents = async (actor: Actor, query: string) => (await notesOn(actor, query)).map((n) => n.content);

beforeAll(async () => {
  admin = await demoActor("admin@example.com");
  underwriter = await demoActor("underwriter@example.com");
  brooke = await demoActor("broker@example.com");
  owen = await demoActor("broker.own@example.com");
  hana = await demoActor("broker@harbor.example.com");
  const other = await user({ companyId: brooke.companyId, permissionLevel: "VIEW_COMPANY_INDICATIONS" });
  colleague = await signedIn(other.email);
  quotationId = (await quotation(brooke.id, brooke.companyId)).id;
  const binder = await db.binder.findFirstOrThrow();
  policyId = (await boundPolicy({ binderId: binder.id, brokerUserId: brooke.id, brokerCompanyId: brooke.companyId })).id;
});

describe("notes (GET/POST /api/note)", () => {
  it("adds notes and lists them newest first, with author, company and time", async () => {
    const first = await post(brooke, { quotationId, content: "Called the insured about the rain date.", visibility: "ALL" });
    const second = await post(underwriter, { quotationId, content: "Station 4 miles away; fine.", visibility: "ALL" });
    expect(first).toMatchObject({
      content: "Called the insured about the rain date.",
      visibility: "ALL",
      author: { id: brooke.id, name: "Brooke Bright" },
      company: { id: brooke.companyId, name: "Brightline Brokers" },
      quotationId,
      policyId: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/),
    });
    const { items, pagination } = await get(brooke, `/api/note?quotationId=${quotationId}`);
    expect(items.map((n) => n.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(items[0]).toMatchObject({ author: { name: "Uma Underwood" }, company: { name: "Summit Underwriting" } });
    expect(pagination).toEqual({ index: 1, size: 10, itemsCount: items.length });
  });

  it("shows a company-only note to the author's company and to admins, not to others", async () => {
    await post(brooke, { quotationId, content: "Internal: client pays late.", visibility: "COMPANY" });
    expect(await contents(brooke, `quotationId=${quotationId}`)).toContain("Internal: client pays late.");
    expect(await contents(colleague, `quotationId=${quotationId}`)).toContain("Internal: client pays late.");
    expect(await contents(admin, `quotationId=${quotationId}`)).toContain("Internal: client pays late.");
    expect(await contents(underwriter, `quotationId=${quotationId}`)).not.toContain("Internal: client pays late.");

    // And the other way round: an underwriter's company-only note stays with the underwriters.
    await post(underwriter, { quotationId, content: "Underwriting only: check the loss history.", visibility: "COMPANY" });
    expect(await contents(underwriter, `quotationId=${quotationId}`)).toContain("Underwriting only: check the loss history.");
    expect(await contents(brooke, `quotationId=${quotationId}`)).not.toContain("Underwriting only: check the loss history.");
    expect(await contents(admin, `quotationId=${quotationId}`)).toContain("Underwriting only: check the loss history.");
    const hidden = await get(brooke, `/api/note?quotationId=${quotationId}`);
    expect(hidden.pagination.itemsCount).toBe(hidden.items.length);
  });

  it("hides a company-only note from users of other companies who may read the subject", async () => {
    const harborQuotation = (await quotation(hana.id, hana.companyId)).id;
    await post(hana, { quotationId: harborQuotation, content: "Harbor: visible to all", visibility: "ALL" });
    await post(hana, { quotationId: harborQuotation, content: "Harbor: our eyes only", visibility: "COMPANY" });
    await post(admin, { quotationId: harborQuotation, content: "Admin: portal team only", visibility: "COMPANY" });
    expect(await contents(underwriter, `quotationId=${harborQuotation}`)).toEqual(["Harbor: visible to all"]);
    expect(await contents(hana, `quotationId=${harborQuotation}`)).toEqual(["Harbor: our eyes only", "Harbor: visible to all"]);
    expect(await contents(admin, `quotationId=${harborQuotation}`)).toHaveLength(3);
  });

  it("answers 404 to a broker who may not read the quotation, for reading and adding", async () => {
    await expect(get(hana, `/api/note?quotationId=${quotationId}`)).rejects.toMatchObject({
      code: "RESOURCE_NOT_FOUND",
      status: 404,
    });
    await expect(post(hana, { quotationId, content: "sneaky", visibility: "ALL" })).rejects.toMatchObject({
      code: "RESOURCE_NOT_FOUND",
      status: 404,
    });
    // A broker who sees only his own records cannot reach a colleague's quotation either.
    await expect(get(owen, `/api/note?quotationId=${quotationId}`)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    const own = (await quotation(owen.id, owen.companyId)).id;
    await post(owen, { quotationId: own, content: "My own quotation", visibility: "COMPANY" });
    expect(await contents(brooke, `quotationId=${own}`)).toEqual(["My own quotation"]);
    // A quotation that does not exist looks the same.
    await expect(get(admin, "/api/note?quotationId=999999")).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    expect(await db.note.count({ where: { content: "sneaky" } })).toBe(0);
  });

  it("keeps notes on a policy apart, with the same access rules", async () => {
    await post(brooke, { policyId, content: "Certificate sent.", visibility: "ALL" });
    expect(await contents(underwriter, `policyId=${policyId}`)).toEqual(["Certificate sent."]);
    expect(await contents(brooke, `quotationId=${quotationId}`)).not.toContain("Certificate sent.");
    await expect(get(hana, `/api/note?policyId=${policyId}`)).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    await expect(post(hana, { policyId, content: "x", visibility: "ALL" })).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
  });

  it("stores and returns HTML as the text it is", async () => {
    const html = `<img src=x onerror="alert('xss')"><script>alert(1)</script> <b>bold</b> & "quotes"\n  second line`;
    const note = await post(brooke, { quotationId, content: html, visibility: "ALL" });
    expect(note.content).toBe(html.trim());
    expect((await db.note.findUniqueOrThrow({ where: { id: note.id } })).content).toBe(html.trim());
    expect((await notesOn(colleague, `quotationId=${quotationId}`)).find((n) => n.id === note.id)?.content).toBe(html.trim());
  });

  it("pages through notes with the list query", async () => {
    const q = (await quotation(brooke.id, brooke.companyId)).id;
    for (let i = 1; i <= 12; i++) await post(brooke, { quotationId: q, content: `Note ${i}`, visibility: "ALL" });
    const page2 = await get(brooke, `/api/note?quotationId=${q}&p[index]=2&p[size]=10`);
    expect(page2.pagination).toEqual({ index: 2, size: 10, itemsCount: 12 });
    expect(page2.items.map((n) => n.content)).toEqual(["Note 2", "Note 1"]);
    const oldestFirst = await get(brooke, `/api/note?quotationId=${q}&s[field]=createdAt&s[direction]=asc`);
    expect(oldestFirst.items[0].content).toBe("Note 1");
  });

  it.each([
    [{ content: "x", visibility: "ALL" }, "(root)", "Give exactly one of quotationId and policyId"],
    [{ content: "x", visibility: "ALL", quotationId: 1, policyId: 1 }, "(root)", "Give exactly one of quotationId and policyId"],
    [{ content: "   ", visibility: "ALL", quotationId: 1 }, "content", "This field is required"],
    [{ content: "x".repeat(5001), visibility: "ALL", quotationId: 1 }, "content", "A note can have at most 5000 characters"],
    [{ content: "x", visibility: "FRIENDS", quotationId: 1 }, "visibility", "Choose who can see the note"],
    [{ content: "x", visibility: "ALL", quotationId: "abc" }, "quotationId", "quotationId must be a number"],
  ])("refuses %j", async (body, path, message) => {
    const error = await post(brooke, body).catch((e) => e);
    expect(error).toMatchObject({ code: "VALIDATION_FAILURE", status: 400 });
    expect(error.details).toContainEqual({ path, message });
  });

  it("needs a subject to list", async () => {
    const error = await get(brooke, "/api/note").catch((e) => e);
    expect(error).toMatchObject({ code: "VALIDATION_FAILURE" });
    expect(error.details).toContainEqual({ path: "(root)", message: "Give exactly one of quotationId and policyId" });
  });

  it("records the note in the audit log", async () => {
    const note = await post(underwriter, { quotationId, content: "Audited", visibility: "ALL" });
    const event = await db.auditEvent.findFirstOrThrow({ where: { subjectType: "Note", subjectId: String(note.id) } });
    expect(event).toMatchObject({
      action: "note.create",
      actorId: underwriter.id,
      after: { content: "Audited", visibility: "ALL", quotationId, policyId: null },
    });
  });
});

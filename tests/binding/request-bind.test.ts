import { beforeAll, describe, expect, it } from "vitest";
import { BIND_MESSAGES, requestBindSchema } from "@/lib/quotations/bind-schema";
import { parseInput } from "@/server/http/parse-input";
import { QUOTATION_STATUSES, type QuotationStatusName } from "@/lib/quotations/quotation-actions";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { bindQuotation } from "@/server/quotations/bind-quotation";
import { listQuotationHistory } from "@/server/quotations/list-quotation-history";
import { requestQuotationBind } from "@/server/quotations/request-quotation-bind";
import { setQuotationDocumentType } from "@/server/quotations/set-quotation-document-type";
import { uploadQuotationDocument } from "@/server/quotations/upload-quotation-document";
import { bindCounts, policyNumber, quotationWithApplication, useTemporaryFileStorage } from "../support/binding";
import { demoActor } from "../support/factories";
import { quotationInStatus, quotationSnapshot, smallPdf } from "../support/quotation-factory";

// Request bind (spec §5: "Binding needs the IWO form or application document uploaded and named. A
// broker must tick an attestation about the application used."), and who may request bind and bind
// from which status (DESIGN.md §5).

let admin: Actor;
let underwriter: Actor;
let broker: Actor;

beforeAll(async () => {
  useTemporaryFileStorage();
  admin = await demoActor("admin@example.com");
  underwriter = await demoActor("underwriter@example.com");
  broker = await demoActor("broker@example.com");
});

async function expectRefused(call: Promise<unknown>, path: string, message: string) {
  const error = await call.then(
    () => null,
    (e: { code?: string; status?: number; details?: unknown }) => e,
  );
  expect(error, "the call is refused").not.toBeNull();
  expect(error).toMatchObject({ code: "VALIDATION_FAILURE", status: 400, details: [{ path, message }] });
}

describe("request bind: refusals change nothing", () => {
  it("no document uploaded", async () => {
    const q = await quotationInStatus("SIGNED", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const before = await quotationSnapshot(q.id);
    const counts = await bindCounts();
    await expectRefused(requestQuotationBind(broker, q.id, { attestation: true }), "documents", BIND_MESSAGES.noApplicationDocument);
    expect(await quotationSnapshot(q.id)).toEqual(before);
    expect(await bindCounts()).toEqual(counts);
  });

  it("a document uploaded but its type not set", async () => {
    const q = await quotationWithApplication(broker, { type: null });
    const before = await quotationSnapshot(q.id);
    const counts = await bindCounts();
    await expectRefused(requestQuotationBind(broker, q.id, { attestation: true }), "documents", BIND_MESSAGES.untypedDocument);
    expect(await quotationSnapshot(q.id)).toEqual(before);
    expect(await bindCounts()).toEqual(counts);
  });

  it.each([
    ["attestation false", { attestation: false }],
    ["attestation left out", {}],
    ["attestation as a string", { attestation: "true" }],
    ["no body", undefined],
  ])("the attestation not ticked: %s", async (_label, body) => {
    const q = await quotationWithApplication(broker, { type: "IWO" });
    const before = await quotationSnapshot(q.id);
    const counts = await bindCounts();
    await expectRefused(
      requestQuotationBind(broker, q.id, () => parseInput(requestBindSchema, body ?? {})),
      "attestation",
      BIND_MESSAGES.attestation,
    );
    expect(await quotationSnapshot(q.id)).toEqual(before);
    expect(await bindCounts()).toEqual(counts);
  });
});

describe("request bind: accepted", () => {
  it("with an IWO form: READY_TO_BIND, the attestation naming it kept in the history, the underwriters emailed", async () => {
    const q = await quotationWithApplication(broker, { type: "IWO" });
    const emailsBefore = await db.emailOutbox.count();
    const answer = await requestQuotationBind(broker, String(q.id), { attestation: true });
    expect(answer.status).toBe("READY_TO_BIND");
    expect(answer.current.status).toBe("READY_TO_BIND");
    expect(answer.actions).not.toContain("requestBind");

    const [event] = await listQuotationHistory(broker, q.id);
    expect(event.action).toBe("quotation.requestBind");
    expect(event.before).toEqual({ status: "SIGNED" });
    expect(event.after).toMatchObject({
      status: "READY_TO_BIND",
      application: ["IWO: signed-application.pdf"],
      attestation: expect.stringContaining('IWO "signed-application.pdf"'),
    });
    // The history names the documents; their ids stay in the audit record only.
    expect(event.after).not.toHaveProperty("documentIds");
    const recorded = await db.auditEvent.findFirstOrThrow({
      where: { subjectType: "Quotation", subjectId: String(q.id), action: "quotation.requestBind" },
    });
    expect(recorded.after).toMatchObject({ documentIds: [q.document.id] });
    expect((event.after as { attestation: string }).attestation).toMatch(/true and complete/);

    const emails = await db.emailOutbox.findMany({ where: { id: { gt: 0 } }, orderBy: { id: "asc" }, skip: emailsBefore });
    expect(emails).toHaveLength(1);
    expect(emails[0].to).toContain("underwriter@example.com");
    expect(emails[0].subject).toBe(`${q.quotationNumber}: ready to bind`);
    expect(emails[0].text).toContain("Application on file: IWO (signed-application.pdf)");
  });

  it("with an application form typed after the upload (Beazley), by an admin", async () => {
    const q = await quotationWithApplication(broker, { type: null });
    await setQuotationDocumentType(broker, q.id, q.document.id, { type: "BEAZLEY_APPLICATION_FORM" });
    const answer = await requestQuotationBind(admin, q.id, { attestation: true });
    expect(answer.status).toBe("READY_TO_BIND");
  });

  it("with an other application form beside an untyped document", async () => {
    const q = await quotationWithApplication(broker, { type: null });
    await uploadQuotationDocument(
      broker,
      q.id,
      { bytes: smallPdf(), fileName: "other-insurer-application.pdf", contentType: "application/pdf" },
      "OTHER_APPLICATION_FORM",
    );
    const answer = await requestQuotationBind(broker, q.id, { attestation: true });
    expect(answer.status).toBe("READY_TO_BIND");
    const [event] = await listQuotationHistory(broker, q.id);
    expect((event.after as { application: string[] }).application).toEqual(["Other application form: other-insurer-application.pdf"]);
  });

  it("answers 404 for another company's broker, like a quotation that does not exist", async () => {
    const harbor = await demoActor("broker@harbor.example.com");
    const q = await quotationWithApplication(broker, { type: "IWO" });
    await expect(requestQuotationBind(harbor, q.id, { attestation: true })).rejects.toMatchObject({ code: "RESOURCE_NOT_FOUND" });
    expect((await db.quotation.findUniqueOrThrow({ where: { id: q.id } })).status).toBe("SIGNED");
  });
});

// Who may take each action, from which statuses (spec §6; DESIGN.md §5). The role is checked before
// the status: a role that may never take the action is FORBIDDEN in every status.
type RoleName = "admin" | "underwriter" | "broker";
const EXPECTED = {
  requestBind: { roles: ["admin", "broker"] as RoleName[], from: ["SIGNED"] as QuotationStatusName[], to: "READY_TO_BIND" },
  bind: { roles: ["admin", "underwriter"] as RoleName[], from: ["SIGNED", "READY_TO_BIND"] as QuotationStatusName[], to: "BOUND" },
};
const cases = QUOTATION_STATUSES.flatMap((status) =>
  (["requestBind", "bind"] as const).flatMap((action) =>
    (["admin", "underwriter", "broker"] as RoleName[]).map((role) => ({
      status,
      action,
      role,
      result: !EXPECTED[action].roles.includes(role)
        ? "FORBIDDEN"
        : !EXPECTED[action].from.includes(status)
          ? "INVALID_STATE_TRANSITION"
          : "allowed",
    })),
  ),
);

describe("request bind and bind, status × role", () => {
  it.each(cases)("$status: $action by $role → $result", async ({ status, action, role, result }) => {
    const actor = { admin, underwriter, broker }[role];
    // The application is on file only where the action may be taken (uploads need an open status).
    const q =
      result === "allowed"
        ? await quotationWithApplication(broker, { status, type: "IWO" })
        : await quotationInStatus(status, { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const before = await quotationSnapshot(q.id);
    const counts = await bindCounts();
    const call =
      action === "requestBind"
        ? requestQuotationBind(actor, q.id, { attestation: true })
        : bindQuotation(actor, q.id, { policyNumber: policyNumber() });
    const answer = await call.then(
      () => ({ ok: true as const }),
      (error: { code?: string; status?: number }) => ({ ok: false as const, error }),
    );
    if (result !== "allowed") {
      expect(answer.ok ? "succeeded" : answer.error.code).toBe(result);
      expect(answer.ok ? null : answer.error.status).toBe(result === "FORBIDDEN" ? 403 : 409);
      expect(await quotationSnapshot(q.id)).toEqual(before);
      expect(await bindCounts()).toEqual(counts);
      return;
    }
    if (!answer.ok) throw answer.error;
    const after = await db.quotation.findUniqueOrThrow({ where: { id: q.id }, include: { versions: true } });
    expect(after.status).toBe(EXPECTED[action].to);
    expect(after.versions.map((v) => v.status)).toEqual([EXPECTED[action].to]);
    const policies = await db.policy.count({ where: { quotationId: q.id } });
    expect(policies).toBe(action === "bind" ? 1 : 0);
  });
});

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AUDIT_ACTION_LABELS, humanize } from "@/components/audit/audit-labels";
import { AuditTimeline, type AuditTimelineEvent } from "@/components/audit/audit-timeline";
import { COMPANY_AUDIT_FIELDS } from "@/components/companies/audit-labels";
import { QUOTATION_AUDIT_FIELDS } from "@/components/quotations/details/audit-labels";
import { USER_AUDIT_FIELDS } from "@/components/users/audit-labels";
import * as companiesApi from "@/lib/api/operations/companies";
import { db } from "@/server/db";
import { listAuditEvents } from "@/server/audit/list-audit-events";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { createCompany } from "@/server/companies/create-company";
import { updateCompany } from "@/server/companies/update-company";
import { uploadCompanyLogo } from "@/server/companies/upload-company-logo";
import { listQuotationHistory } from "@/server/quotations/list-quotation-history";
import { bodyOf } from "../support/described-call";
import { demoActor, quotation } from "../support/factories";
import { logoPng } from "../support/images";

// Issue 14 item 4: history and audit timelines show labels, never internal names or ids
// (company.updateLogo, agencyCode, zipCode, "Broker (user id) 3", envelope ids), and times in the
// reader's zone (item 5).

const formats = { timeZone: "CST", dateFormat: "MM/dd/yyyy", timeFormat: "HH:mm" };
const render = (events: AuditTimelineEvent[], fields: Parameters<typeof AuditTimeline>[0]["fields"]) =>
  renderToStaticMarkup(createElement(AuditTimeline, { events, formats, fields }));
/** The words of the rendered timeline, without markup. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&gt;/g, ">")
    .replace(/\s+/g, " ");

let seq = 0;

describe("history labels", () => {
  it("names the quotation's broker, its company and its origin, and leaves envelope ids out", async () => {
    const broker = await db.user.findUniqueOrThrow({ where: { email: "broker@example.com" }, include: { company: true } });
    const source = await quotation(broker.id, broker.companyId);
    const q = await quotation(broker.id, broker.companyId);
    await db.$transaction(async (tx) => {
      await recordAuditEvent(tx, {
        actorId: broker.id,
        action: "quotation.create",
        subjectType: "Quotation",
        subjectId: q.id,
        after: { quotationNumber: q.quotationNumber, status: "NEW", brokerUserId: broker.id, copiedFromId: source.id },
      });
      await recordAuditEvent(tx, {
        actorId: null,
        action: "quotation.sign",
        subjectType: "Quotation",
        subjectId: q.id,
        before: { status: "PRE_BOUND" },
        after: { status: "SIGNED", provider: "documenso", envelopeId: "env_8c1f0a9e77", signedAt: "2026-11-20T15:30:00Z" },
      });
    });
    const admin = await demoActor("admin@example.com");
    const history = await listQuotationHistory(admin, q.id);
    const created = history.find((e) => e.action === "quotation.create")!;
    expect(created.after).toEqual({
      quotationNumber: q.quotationNumber,
      status: "NEW",
      broker: `${broker.firstName} ${broker.lastName}`,
      copiedFrom: source.quotationNumber,
    });
    const signed = history.find((e) => e.action === "quotation.sign")!;
    expect(signed.after).not.toHaveProperty("envelopeId");

    const words = text(render(history, QUOTATION_AUDIT_FIELDS));
    expect(words).toContain(`Broker ${broker.firstName} ${broker.lastName}`);
    expect(words).toContain(`Copied from ${source.quotationNumber}`);
    // 15:30 UTC is 09:30 in Chicago in November.
    expect(words).toContain("Signed at — → changed to 11/20/2026 09:30");
    expect(words).toContain("Signing provider — → changed to Documenso");
    for (const internal of ["(user id)", "(id)", "brokerUserId", "copiedFromId", "env_8c1f0a9e77", "Envelope", "quotation.", "2026-11-20T"])
      expect(words).not.toContain(internal);
  });

  it("shows a company's changes and logo in words", async () => {
    const admin = await demoActor("admin@example.com");
    const company = await createCompany(
      admin,
      bodyOf(companiesApi.createCompany, {
        name: `Label Brokers ${++seq}`,
        role: "BROKER",
        commission: "10",
        agencyCode: `LBL${Date.now().toString(36).toUpperCase()}${seq}`,
        address: { zipCode: "10024" },
      }),
    );
    await updateCompany(
      admin,
      company.id,
      bodyOf(companiesApi.updateCompany, {
        agencyCode: `LBX${Date.now().toString(36).toUpperCase()}${seq}`,
        address: { zipCode: "60611" },
        version: company.version,
      }),
    );
    await uploadCompanyLogo(admin, company.id, { bytes: logoPng(), fileName: "label-logo.png" });
    const events = await listAuditEvents(admin, "Company", String(company.id));
    const words = text(render(events, COMPANY_AUDIT_FIELDS));
    expect(words).toContain("Logo changed");
    expect(words).toContain("Agency code");
    expect(words).toContain("ZIP code 10024 → changed to 60611");
    for (const internal of ["company.updateLogo", "company.update", "agencyCode", "zipCode"]) expect(words).not.toContain(internal);
  });

  it("shows a user's history with labels, and timestamps in the reader's zone", async () => {
    const admin = await demoActor("admin@example.com");
    const broker = await db.user.findUniqueOrThrow({ where: { email: "broker@example.com" } });
    await db.$transaction((tx) =>
      recordAuditEvent(tx, {
        actorId: admin.id,
        action: "user.resendInvitation",
        subjectType: "User",
        subjectId: broker.id,
        after: { invitationExpiresAt: "2026-11-23T02:00:00Z", earlierLinksEnded: 1 },
      }),
    );
    const events = await listAuditEvents(admin, "User", String(broker.id));
    const words = text(render(events, USER_AUDIT_FIELDS));
    expect(words).toContain("Invitation resent");
    expect(words).toContain("Invitation valid until 11/22/2026 20:00");
    expect(words).not.toContain("invitationExpiresAt");
  });

  it("names every action of lib/audit/audit-actions.ts in words", () => {
    for (const [action, label] of Object.entries(AUDIT_ACTION_LABELS)) {
      expect(label.trim(), action).not.toBe("");
      expect(label, action).not.toContain(".");
    }
  });

  it("names an action or field no table knows in words, and formats any timestamp", () => {
    expect(humanize("company.updateLogo")).toBe("Update logo");
    expect(humanize("zipCode")).toBe("Zip code");
    expect(humanize("quotation.preBoundReferral.accept")).toBe("Accept");
    const html = render(
      [
        {
          id: "1",
          action: "thing.didSomething",
          actor: null,
          before: null,
          after: { someWhen: "2026-07-04T16:00:00Z", someDay: "2026-07-04" },
          createdAt: "2026-07-04T16:00:00Z",
        },
      ],
      {},
    );
    const words = text(html);
    expect(words).toContain("Did something by the system 07/04/2026 11:00");
    expect(words).toContain("Some when 07/04/2026 11:00");
    expect(words).toContain("Some day 07/04/2026");
    expect(words).not.toContain("2026-07-04");
  });
});

import { NextRequest } from "next/server";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DOCUMENT_MAX_BYTES } from "@/lib/quotations/quotation-schema";
import { jsonField, lossNoticeForm } from "@/server/claims/claim-form-fields";
import { readUploads } from "@/server/http/read-upload";
import { invoke } from "../security/matrix/route-invoker";
import { sessionCookieOf } from "../support/described-call";
import { smallPdf } from "../support/quotation-factory";
import { claimOf, claimSetup, policyOf, type ClaimActors } from "./claim-support";

vi.mock("next/headers", async () => (await import("../security/matrix/request-scope")).nextHeadersStub);

// The two claim calls that carry files: the loss notice (JSON, or a form with attachments) and the
// observer report (a form with the report and its values as JSON). Their routes read the form and
// hand the use case what a JSON call would carry, checked by the use case after its guards. The
// use cases themselves are another file's (and tests'): here they are stood in for, to see exactly
// what the routes hand them.

const handed = vi.hoisted(() => ({ calls: [] as { name: string; args: unknown[] }[] }));
vi.mock("@/server/claims/file-loss-notice", () => ({
  fileLossNotice: async (...args: unknown[]) => {
    handed.calls.push({ name: "fileLossNotice", args });
    const body = args[2];
    return { notice: typeof body === "function" ? (body as () => unknown)() : body };
  },
}));
vi.mock("@/server/claims/enter-observer-report", () => ({
  enterObserverReport: async (...args: unknown[]) => {
    handed.calls.push({ name: "enterObserverReport", args });
    return { values: args[2] };
  },
}));

let actors: ClaimActors;
beforeAll(async () => {
  actors = await claimSetup();
});
beforeEach(() => {
  handed.calls.length = 0;
});

const pdf = (_name: string) => new Blob([new Uint8Array(smallPdf())], { type: "application/pdf" });
const formRequest = (form: FormData) => new NextRequest("http://portal.test/api/x", { method: "POST", body: form });
type Files = { bytes: Buffer; fileName: string; contentType: string }[];

describe("reading several files of a form", () => {
  it("answers every file of the field in order, and every value of each text field", async () => {
    const form = new FormData();
    form.append("file", pdf("a"), "photo-1.pdf");
    form.append("lossDates", "2026-07-03");
    form.append("file", pdf("b"), "photo-2.pdf");
    form.append("lossDates", "2026-07-04,2026-07-05");
    form.append("description", "Flooded");
    const { files, fields } = await readUploads(formRequest(form), { maxBytes: DOCUMENT_MAX_BYTES, maxFiles: 10 });
    expect(files.map((f) => [f.fileName, f.contentType, f.bytes.equals(smallPdf())])).toEqual([
      ["photo-1.pdf", "application/pdf", true],
      ["photo-2.pdf", "application/pdf", true],
    ]);
    expect(fields).toEqual({ lossDates: ["2026-07-03", "2026-07-04,2026-07-05"], description: ["Flooded"] });
  });

  it("takes a form without files, and refuses too many files, an empty or an oversized one, a text in the file field, a NUL", async () => {
    const none = new FormData();
    none.set("description", "No photos");
    expect((await readUploads(formRequest(none), { maxBytes: 100, maxFiles: 2 })).files).toEqual([]);

    const refused = async (form: FormData, options = { maxBytes: 10_000, maxFiles: 2 }) =>
      readUploads(formRequest(form), options).then(
        () => null,
        (e: { code: string; details: unknown }) => ({ code: e.code, details: e.details }),
      );
    const three = new FormData();
    for (const n of [1, 2, 3]) three.append("file", pdf(String(n)), `${n}.pdf`);
    expect(await refused(three)).toEqual({ code: "VALIDATION_FAILURE", details: [{ path: "file", message: "At most 2 files" }] });
    const empty = new FormData();
    empty.append("file", new Blob([]), "empty.pdf");
    expect(await refused(empty)).toMatchObject({ code: "EMPTY_FILE" });
    const big = new FormData();
    big.append("file", new Blob([new Uint8Array(600)]), "big.pdf");
    expect(await refused(big, { maxBytes: 500, maxFiles: 2 })).toEqual({
      code: "VALIDATION_FAILURE",
      details: [{ path: "file", message: "File is invalid" }],
    });
    const text = new FormData();
    text.append("file", "not a file");
    expect(await refused(text)).toMatchObject({ code: "VALIDATION_FAILURE" });
    const nul = new FormData();
    nul.append("description", "a\u0000b");
    expect(await refused(nul)).toMatchObject({ code: "VALIDATION_FAILURE" });
  });
});

describe("the form's fields as the JSON call's values", () => {
  it("reads loss dates and perils repeated or comma-separated, and keeps unknown fields for the schema to refuse", () => {
    expect(
      lossNoticeForm({ lossDates: ["2026-07-03", " 2026-07-04 , 2026-07-05"], perils: ["rainfall,lightning"], description: ["Flooded"] })(),
    ).toEqual({
      lossDates: ["2026-07-03", "2026-07-04", "2026-07-05"],
      perils: ["rainfall", "lightning"],
      description: "Flooded",
    });
    expect(lossNoticeForm({ lossDates: ["2026-07-03"], description: ["Flooded"] })()).toEqual({
      lossDates: ["2026-07-03"],
      perils: [],
      description: "Flooded",
    });
    const refusal = (fields: Record<string, string[]>) => {
      try {
        lossNoticeForm(fields)();
        return null;
      } catch (e) {
        return (e as { details: { path: string }[] }).details.map((d) => d.path);
      }
    };
    expect(refusal({ description: ["Flooded"] })).toEqual(["lossDates"]);
    expect(refusal({ lossDates: ["2026-07-03"], description: ["Flooded"], colour: ["red"] })).toEqual(["(root)"]);
    expect(refusal({ lossDates: ["2026-07-03"], perils: ["hail"], description: ["Flooded"] })).toEqual(["perils.0"]);
  });

  it("reads a JSON field, and hands on the text of one that is not JSON for the schema to refuse", () => {
    expect(jsonField('{"observations":[]}')).toEqual({ observations: [] });
    expect(jsonField("{broken")).toBe("{broken");
    expect(jsonField(undefined)).toBeUndefined();
  });
});

describe("the routes that carry files", () => {
  it("POST /api/policy/{policyId}/loss-notice hands on a JSON body, or the form's values and its files", async () => {
    const policy = await policyOf(actors.broker);
    const cookie = await sessionCookieOf(actors.broker);
    const json = await invoke({
      method: "post",
      template: "/api/policy/{policyId}/loss-notice",
      params: { policyId: policy.id },
      json: { lossDates: ["2026-07-03"], description: "Flooded" },
      cookie,
    });
    expect(json.status).toBe(201);
    expect(JSON.parse(json.body).data).toEqual({ notice: { lossDates: ["2026-07-03"], perils: [], description: "Flooded" } });
    expect(handed.calls[0].args.slice(1, 2)).toEqual([policy.id]);
    expect(handed.calls[0].args[3]).toEqual([]);

    const form = new FormData();
    form.append("lossDates", "2026-07-03,2026-07-04");
    form.append("perils", "rainfall");
    form.append("description", "Flooded");
    form.append("file", pdf("1"), "photo-1.pdf");
    form.append("file", pdf("2"), "photo-2.pdf");
    const multipart = await invoke({
      method: "post",
      template: "/api/policy/{policyId}/loss-notice",
      params: { policyId: policy.id },
      form,
      cookie,
    });
    expect(multipart.status).toBe(201);
    expect(JSON.parse(multipart.body).data).toEqual({
      notice: { lossDates: ["2026-07-03", "2026-07-04"], perils: ["rainfall"], description: "Flooded" },
    });
    expect((handed.calls[1].args[3] as Files).map((f) => f.fileName)).toEqual(["photo-1.pdf", "photo-2.pdf"]);
  });

  it("POST /api/claim/{claimId}/observer-report hands on the values, parsed, and the report", async () => {
    const claim = await claimOf(await policyOf(actors.broker));
    const form = new FormData();
    form.set("values", JSON.stringify({ observations: [{ date: "2026-07-03", prcp_mm: 15.7 }] }));
    form.set("file", pdf("r"), "observer.pdf");
    const answer = await invoke({
      method: "post",
      template: "/api/claim/{claimId}/observer-report",
      params: { claimId: claim.id },
      form,
      cookie: await sessionCookieOf(actors.underwriter),
    });
    expect(answer.status).toBe(201);
    expect(handed.calls[0].args[1]).toBe(claim.id);
    expect(handed.calls[0].args[2]).toEqual({ observations: [{ date: "2026-07-03", prcp_mm: 15.7 }] });
    expect((handed.calls[0].args[3] as Files[number]).fileName).toBe("observer.pdf");

    const noFile = new FormData();
    noFile.set("values", "{}");
    const refused = await invoke({
      method: "post",
      template: "/api/claim/{claimId}/observer-report",
      params: { claimId: claim.id },
      form: noFile,
      cookie: await sessionCookieOf(actors.underwriter),
    });
    expect(refused.status).toBe(400);
    expect(JSON.parse(refused.body).error.code).toBe("EMPTY_FILE");
  });
});

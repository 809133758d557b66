import { beforeAll, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { db } from "@/server/db";
import { generateQuotationProposal } from "@/server/quotations/generate-quotation-proposal";
import { logoPng, jpegHeader } from "../support/images";
import { isoDay, smallPdf } from "../support/quotation-factory";
import { buildFuzzWorld, type FuzzWorld } from "./fuzz/world";
import { APP_ORIGIN, invoke, type Answer, type Call } from "./matrix/route-invoker";

vi.mock("next/headers", async () => (await import("./matrix/request-scope")).nextHeadersStub);

// Issue 15, item 3: nothing uploaded can run in the portal's origin. An upload is recognised from
// its bytes, never from its declared type or name: a file whose bytes are not of an accepted kind
// is refused whatever it claims, and one that is stored is served as the kind its bytes are. Every
// download is an attachment, except the PDFs the portal makes itself (inline), and carries
// X-Content-Type-Options: nosniff. (The bad-input campaign, fuzz-input.test.ts, sends random
// bytes under every declared type; these are the known disguises, by name.)

let w: FuzzWorld;
beforeAll(async () => {
  w = await buildFuzzWorld();
}, 180_000);

const bytes = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0) & 255);
const DISGUISES: { name: string; type: string; bytes: Uint8Array }[] = [
  { name: "photo.png", type: "image/png", bytes: bytes("<!doctype html><script>alert(document.cookie)</script>") },
  {
    name: "logo.png",
    type: "image/png",
    bytes: bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="3" height="2"/></svg>'),
  },
  { name: "logo.svg", type: "image/svg+xml", bytes: bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>') },
  { name: "scan.gif", type: "image/gif", bytes: bytes("GIF89a\x03\x00\x02\x00<script>alert(1)</script>") },
  { name: "application.pdf", type: "application/pdf", bytes: bytes("alert(1)//%PDF-1.4") },
  { name: "application.pdf", type: "application/pdf", bytes: bytes("MZ\x90\x00\x03\x00\x00\x00\x04\x00") },
  {
    name: "form.docx",
    type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    bytes: bytes("PK\x03\x04\x14\x00evil.html<script>"),
  },
  { name: "users.xlsx", type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", bytes: bytes("firstName,lastName\n") },
  { name: "page.html", type: "text/html", bytes: bytes("<html><body onload=alert(1)>") },
];

function formWith(file: { name: string; type: string; bytes: Uint8Array }): FormData {
  const form = new FormData();
  form.set("file", new Blob([file.bytes as BlobPart], { type: file.type }), file.name);
  return form;
}

/** What a browser receives: the route's answer with the headers proxy.ts adds to every answer. */
async function download(call: Call): Promise<Answer> {
  const answer = await invoke(call);
  const path = call.template.replace(/\{(\w+)\}/g, (_, n: string) => String(call.params?.[n]));
  const gate = proxy(new NextRequest(`${APP_ORIGIN}${path}`, { headers: { host: "portal.test" } }));
  const headers = new Headers(answer.headers);
  gate.headers.forEach((value, key) => {
    if (!key.startsWith("x-middleware") && !headers.has(key)) headers.set(key, value);
  });
  return { ...answer, headers };
}

function expectAttachment(answer: Answer, contentType: string) {
  expect(answer.status, answer.body.slice(0, 200)).toBe(200);
  expect(answer.headers.get("content-type")).toBe(contentType);
  expect(answer.headers.get("content-disposition")).toMatch(
    /^attachment; filename="[\x20-\x7e]+"(; filename\*=UTF-8''[A-Za-z0-9%._~!$&'()*+,;=:@-]+)?$/,
  );
  expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
}

describe("uploads are recognised from their bytes", () => {
  it("refuses a quotation document, a logo or a user import whose bytes are not of an accepted kind, whatever it declares, and stores nothing", async () => {
    const cookie = w.cookies.admin;
    const files = await db.storedFile.count();
    for (const file of DISGUISES) {
      const document = await invoke({
        method: "POST",
        template: "/api/quotation/{quotationId}/document",
        params: { quotationId: w.quotations.PRE_BOUND },
        form: formWith(file),
        cookie,
      });
      expect([document.status, JSON.parse(document.body).error], file.name).toEqual([
        400,
        { code: "VALIDATION_FAILURE", message: "File is invalid", details: [{ path: "file", message: "File is invalid" }] },
      ]);
      const logo = await invoke({
        method: "PUT",
        template: "/api/company/{companyId}/logo",
        params: { companyId: w.companyId },
        form: formWith(file),
        cookie,
      });
      expect([logo.status, JSON.parse(logo.body).error.details[0]], file.name).toEqual([
        400,
        { path: "file", message: "The logo must be a PNG or JPEG image" },
      ]);
      const users = await invoke({ method: "POST", template: "/api/user/import", form: formWith(file), cookie });
      expect(users.status, file.name).toBe(400);
    }
    expect(await db.storedFile.count()).toBe(files);
    await db.rateLimitBucket.deleteMany();
  });

  it("stores a file as the kind its bytes are, not the kind it claims, and serves it as that kind", async () => {
    const cookie = w.cookies.admin;
    // A PDF sent as a PNG image named .png.
    const uploaded = await invoke({
      method: "POST",
      template: "/api/quotation/{quotationId}/document",
      params: { quotationId: w.quotations.PRE_BOUND },
      form: formWith({ name: "picture.png", type: "image/png", bytes: new Uint8Array(smallPdf()) }),
      cookie,
    });
    expect(uploaded.status).toBe(201);
    const dto = JSON.parse(uploaded.body).data;
    expect(dto).toMatchObject({ fileName: "picture.pdf", contentType: "application/pdf" });
    const served = await download({
      method: "GET",
      template: "/api/quotation/{quotationId}/document/{documentId}",
      params: { quotationId: w.quotations.PRE_BOUND, documentId: dto.id },
      cookie,
    });
    expectAttachment(served, "application/pdf");
    expect(served.headers.get("content-disposition")).toContain('filename="picture.pdf"');
    // A JPEG sent as a PNG logo is kept (and served) as a JPEG.
    const jpeg = await invoke({
      method: "PUT",
      template: "/api/company/{companyId}/logo",
      params: { companyId: w.companyId },
      form: formWith({ name: "logo.png", type: "image/png", bytes: new Uint8Array(jpegHeader(300, 200)) }),
      cookie,
    });
    if (jpeg.status === 200) {
      const logo = await download({ method: "GET", template: "/api/company/{companyId}/logo", params: { companyId: w.companyId }, cookie });
      expectAttachment(logo, "image/jpeg");
    } else {
      // A bare JPEG header is not a whole image: refused for its bytes, never accepted as a PNG.
      expect(jpeg.status).toBe(400);
    }
  });
});

describe("downloads", () => {
  it("serve an uploaded document as an attachment with nosniff, whatever characters its name has", async () => {
    const cookie = w.cookies.admin;
    for (const name of [
      "日本語の申込書.pdf",
      "résumé «final».pdf",
      'quote"d; name=evil.html.pdf',
      "line\r\nX-Evil: 1.pdf",
      "tab\tand\u0007bell.pdf",
      "x".repeat(300) + ".pdf",
      "emoji 🌧️.pdf",
      "..\\..\\windows.pdf",
    ]) {
      const form = formWith({ name, type: "application/pdf", bytes: new Uint8Array(smallPdf()) });
      const uploaded = await invoke({
        method: "POST",
        template: "/api/quotation/{quotationId}/document",
        params: { quotationId: w.quotations.PRE_BOUND },
        form,
        cookie,
      });
      expect(uploaded.status, `${JSON.stringify(name)}: ${uploaded.body.slice(0, 200)}`).toBe(201);
      const { id } = JSON.parse(uploaded.body).data;
      const served = await download({
        method: "GET",
        template: "/api/quotation/{quotationId}/document/{documentId}",
        params: { quotationId: w.quotations.PRE_BOUND, documentId: id },
        cookie,
      });
      expectAttachment(served, "application/pdf");
      expect(Buffer.from(served.body, "latin1").subarray(0, 5).toString()).toBe("%PDF-");
    }
    await db.rateLimitBucket.deleteMany();
  });

  it("serves a company logo as an attachment with nosniff (an <img> shows it all the same)", async () => {
    const cookie = w.cookies.admin;
    const form = formWith({ name: "日本のロゴ.png", type: "image/png", bytes: new Uint8Array(logoPng()) });
    expect(
      (await invoke({ method: "PUT", template: "/api/company/{companyId}/logo", params: { companyId: w.companyId }, form, cookie })).status,
    ).toBe(200);
    expectAttachment(
      await download({ method: "GET", template: "/api/company/{companyId}/logo", params: { companyId: w.companyId }, cookie }),
      "image/png",
    );
  });

  it("serves the portal's own PDFs inline, and exports as attachments, all with nosniff", async () => {
    const cookie = w.cookies.admin;
    const proposal = await generateQuotationProposal(w.quotations.PRE_BOUND);
    const own = [
      await download({
        method: "GET",
        template: "/api/quotation/{quotationId}/proposal/{proposalId}",
        params: { quotationId: w.quotations.PRE_BOUND, proposalId: proposal!.id },
        cookie,
      }),
      await download({ method: "GET", template: "/sign/builtin/{envelopeId}/document", params: { envelopeId: w.envelopeId } }),
    ];
    for (const answer of own) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toBe("application/pdf");
      expect(answer.headers.get("content-disposition")).toMatch(/^inline; filename="[A-Za-z0-9._-]+"$/);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    }
    for (const [template, type] of [
      ["/api/report/bordereaux.csv", "text/csv"],
      ["/api/report/bordereaux.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      ["/api/report/claims-bordereaux.csv", "text/csv"],
      ["/api/report/claims-bordereaux.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
    ] as const) {
      const answer = await download({ method: "GET", template, query: { from: isoDay(-30), until: isoDay(30) }, cookie });
      expect(answer.status).toBe(200);
      expect(answer.headers.get("content-type")).toContain(type);
      expect(answer.headers.get("content-disposition")).toMatch(/^attachment; /);
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    }
  });
});

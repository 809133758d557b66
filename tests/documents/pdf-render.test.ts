import { Font, renderToBuffer } from "@react-pdf/renderer";
import type { ReactElement } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { prepareStandardFonts } from "@/pdf/fonts";
import { renderPdf } from "@/pdf/render";
import { keptCount } from "@/pdf/text-layout-cache";
import { policyWordingDataFrom } from "@/server/documents/policy-wording-data";
import { proposalDataFrom } from "@/server/documents/proposal-data";
import { policyDocumentElement } from "@/server/documents/render-policy-document-pdf";
import { policyDocumentsContentsElement } from "@/server/documents/render-policy-documents-bundle";
import { proposalElement } from "@/server/documents/render-proposal-pdf";
import { policyInvoiceDataFrom } from "@/server/documents/policy-invoice-data";
import { policyInvoiceElement } from "@/server/documents/render-policy-invoice-pdf";
import { invoiceRowOf, liveEventPolicy, MGA, montanaEventPolicy, stateFeeOf, texasEventPolicy } from "./policy-fixtures";
import { preBoundEventDetails } from "./proposal-fixtures";
import { logoPng } from "../support/images";

// D79: the portal renders its PDFs through pdf/render.ts (page chrome laid out apart
// from the flow, a page cut at each forced break, no React reconciler) and shapes text with the
// standard fonts' table-driven layout (pdf/fonts.ts). Both must give exactly what
// react-pdf's own renderToBuffer and pdfkit's metrics give: the same bytes, the same glyphs.

const NY = { state: "NY", name: "New York", municipalityTax: false };

/** Documents that exercise every path: several pages, a forced break, a contents table, a logo and a typed signature. */
function documents(): [string, () => ReactElement][] {
  const issuedAt = new Date("2026-07-01T12:00:00Z");
  return [
    [
      "Texas other-states wording (a forced break before its forms)",
      () =>
        policyDocumentElement(
          policyWordingDataFrom(texasEventPolicy(), { issuer: MGA, stateFee: stateFeeOf("TX") }),
          "OTHER_STATES_WORDING",
        ),
    ],
    [
      "Montana/Washington wording",
      () =>
        policyDocumentElement(policyWordingDataFrom(montanaEventPolicy(), { issuer: MGA, stateFee: stateFeeOf("MT") }), "MT_WA_WORDING"),
    ],
    [
      "contents page of a policy's all-documents PDF",
      () =>
        policyDocumentsContentsElement({
          portalName: "Weather Event Portal",
          author: MGA.name,
          policyNumber: "WEP-2026-000101",
          insuredName: "Riverside Summer Jazz Festival LLC",
          compiledAt: issuedAt.toISOString(),
          entries: [
            {
              group: "wording",
              title: "Policy WEP-2026-000101: policy wording",
              detail: "Bound 06/01/2026 10:00 EDT",
              pages: { from: 2, to: 6 },
            },
            {
              group: "proposal",
              title: "Proposal Q2026-000101, version 1",
              detail: "Signed 05/25/2026 12:20 EDT",
              pages: { from: 7, to: 8 },
            },
            { group: "endorsements", title: "Cancellation endorsement No. 1", detail: "Effective 06/12/2026", pages: { from: 9, to: 9 } },
            { group: "invoices", title: "Credit note INV-2026-000102", detail: "Cancellation credit note", pages: null },
          ],
        }),
    ],
    ["invoice", () => policyInvoiceElement(policyInvoiceDataFrom(invoiceRowOf(liveEventPolicy()), { issuer: MGA, stateFee: NY }))],
    [
      "signed proposal with a broker's logo",
      () =>
        proposalElement({
          ...proposalDataFrom(preBoundEventDetails(), { issuedAt, logo: logoPng() }),
          signature: {
            fullName: "Jordan A. Castellano",
            position: "Director of Operations",
            signedAt: "2026-05-25T16:20:00Z",
            typed: "Jordan A. Castellano",
          },
        }),
    ],
  ];
}

describe("renderPdf", () => {
  // react-pdf's renderToBuffer first, while the standard fonts still have their own layout.
  const stock = new Map<string, Buffer>();
  beforeAll(async () => {
    // The creation date (and the file ID made from it) is the only thing that differs between two renders.
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-07-01T12:00:00Z"));
    for (const [name, element] of documents()) stock.set(name, await renderToBuffer(element() as Parameters<typeof renderToBuffer>[0]));
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  it.each(documents().map(([name]) => name))("gives the bytes of react-pdf's renderToBuffer: %s", async (name) => {
    const element = documents().find(([n]) => n === name)![1];
    const own = await renderPdf(element());
    expect(own.equals(stock.get(name)!)).toBe(true);
  });

  // The text layout kept between renders (D79): every text of these documents is kept once it has
  // been laid out for three owners, and the documents rendered with those lines are still the same bytes.
  it("gives the same bytes with the text layout kept from earlier renders", async () => {
    for (const owner of ["first", "second", "third"]) for (const [, element] of documents()) await renderPdf(element(), { owner });
    expect(keptCount()).toBeGreaterThan(100);
    for (const [name, element] of documents())
      expect((await renderPdf(element(), { owner: "fourth" })).equals(stock.get(name)!), name).toBe(true);
  });
});

describe("the standard fonts' layout", () => {
  it("gives pdfkit's glyphs, advances and kerning for every WinAnsi character and pair", async () => {
    await prepareStandardFonts();
    const winAnsi = [
      ...Array.from({ length: 0x7f - 0x20 }, (_, i) => 0x20 + i),
      ...Array.from({ length: 0x100 - 0xa0 }, (_, i) => 0xa0 + i),
    ].map((c) => String.fromCharCode(c));
    const extras = [..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"];
    const chars = [...winAnsi, ...extras];
    // Every pair (kerning) and a few real lines, with a soft hyphen.
    const samples = [
      "",
      "A",
      chars.join(""),
      ...chars.map((c) => chars.join(c)),
      "AVATAR Wa To Ty P. L’Avenue — “quoted” 1,234.56 °F",
      "Sur\u00adplus lines tax of the in\u00adsured’s home state",
    ];
    const descriptors: Parameters<typeof Font.getFont>[0][] = [
      { fontFamily: "Helvetica", fontWeight: 400 },
      { fontFamily: "Helvetica", fontWeight: 700 },
      { fontFamily: "Times-Roman", fontWeight: 400, fontStyle: "italic" },
    ];
    for (const descriptor of descriptors) {
      const font = Font.getFont(descriptor)!.data as unknown as { layout(s: string): unknown };
      const original = Object.getPrototypeOf(font).layout as (s: string) => unknown;
      expect(Object.prototype.hasOwnProperty.call(font, "layout")).toBe(true);
      for (const text of samples) expect(font.layout(text)).toEqual(original.call(font, text));
    }
  });
});

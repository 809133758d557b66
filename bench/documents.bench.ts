// Document benchmark (issue 6 item 7): p50/p95 of rendering the proposal letter PDF
// (renderProposalPdf) for a pre-bound event and a quoted promotion, the policy wording
// (renderPolicyWordingPdf) of a live event and a Kentucky promotion, and their invoices
// (renderPolicyInvoicePdf), and the endorsements of issue 11: a cover change and a cancellation
// (renderPolicyEndorsementPdf), and the documents per state of issue 12 (renderPolicyDocumentPdf):
// the Montana/Washington wording and each of its forms, the amendatory endorsements and the Texas
// notice. Data building is included (it is pure); reading the rows is not.
// Goal: under 300 ms each. Needs no database: `npx tsx bench/documents.bench.ts` runs it alone
// (BENCH_RUNS, default 30).
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { proposalDataFrom } from "@/server/documents/proposal-data";
import { renderProposalPdf } from "@/server/documents/render-proposal-pdf";
import { policyInvoiceDataFrom } from "@/server/documents/policy-invoice-data";
import { policyWordingDataFrom } from "@/server/documents/policy-wording-data";
import { renderPolicyInvoicePdf } from "@/server/documents/render-policy-invoice-pdf";
import { renderPolicyWordingPdf } from "@/server/documents/render-policy-wording-pdf";
import { policyEndorsementDataFrom } from "@/server/documents/policy-endorsement-data";
import { renderPolicyEndorsementPdf } from "@/server/documents/render-policy-endorsement-pdf";
import { renderPolicyDocumentPdf } from "@/server/documents/render-policy-document-pdf";
import type { PolicyDocumentKey } from "@/lib/policies/policy-documents";
import {
  endorsementRowOf,
  invoiceRowOf,
  kentuckyPromotionPolicy,
  liveEventPolicy,
  MGA,
  montanaEventPolicy,
  stateFeeOf,
  texasEventPolicy,
  washingtonPromotionPolicy,
} from "@/tests/documents/policy-fixtures";
import { preBoundEventDetails, readyPromotionDetails } from "@/tests/documents/proposal-fixtures";

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Wall time and CPU time (user + system of this process) per run: on a busy machine the wall time waits for a core, the CPU time does not. */
async function time(fn: () => Promise<unknown>, runs: number) {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    const before = process.cpuUsage();
    await fn();
    const used = process.cpuUsage(before);
    samples.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), max: Math.max(...samples), cpu50: percentile(cpu, 50) };
}

export async function benchDocuments(runs = 30) {
  const issuedAt = new Date();
  const NY = { state: "NY", name: "New York", municipalityTax: false };
  const KY = { state: "KY", name: "Kentucky", municipalityTax: true };
  const cases: { name: string; render: () => Promise<Buffer> }[] = [
    {
      name: "proposal, pre-bound event",
      render: () => renderProposalPdf(proposalDataFrom(preBoundEventDetails(), { issuedAt, stateFee: { state: "NY", tax: "0.036", stampingFee: "0.0015", municipalityTax: false }, feeBreakdown: { observer: "900.00", lightning: "275.00" } })),
    },
    { name: "proposal, quoted promotion", render: () => renderProposalPdf(proposalDataFrom(readyPromotionDetails(), { issuedAt })) },
    { name: "policy wording, live event", render: () => renderPolicyWordingPdf(policyWordingDataFrom(liveEventPolicy(), { issuer: MGA, stateFee: NY })) },
    { name: "policy wording, KY promotion", render: () => renderPolicyWordingPdf(policyWordingDataFrom(kentuckyPromotionPolicy(), { issuer: MGA, stateFee: KY })) },
    { name: "invoice, live event", render: () => renderPolicyInvoicePdf(policyInvoiceDataFrom(invoiceRowOf(liveEventPolicy()), { issuer: MGA, stateFee: NY })) },
    { name: "invoice, KY promotion", render: () => renderPolicyInvoicePdf(policyInvoiceDataFrom(invoiceRowOf(kentuckyPromotionPolicy()), { issuer: MGA, stateFee: KY })) },
    { name: "endorsement, cover change", render: () => renderPolicyEndorsementPdf(policyEndorsementDataFrom(endorsementRowOf(liveEventPolicy(), "GENERAL"), { issuer: MGA })) },
    { name: "cancellation endorsement", render: () => renderPolicyEndorsementPdf(policyEndorsementDataFrom(endorsementRowOf(liveEventPolicy(), "CANCELLATION"), { issuer: MGA })) },
  ];
  // Issue 12: every document of a Montana event, a Washington promotion and a Texas event.
  const stateDocument = (label: string, row: () => Parameters<typeof policyWordingDataFrom>[0], state: string, key: PolicyDocumentKey) => ({
    name: `${label}: ${key.toLowerCase().replace(/_/g, " ")}`,
    render: () => renderPolicyDocumentPdf(policyWordingDataFrom(row(), { issuer: MGA, stateFee: stateFeeOf(state) }), key),
  });
  const states = [
    ["MT event", montanaEventPolicy, "MT"],
    ["WA promotion", washingtonPromotionPolicy, "WA"],
    ["TX event", texasEventPolicy, "TX"],
  ] as const;
  for (const [label, row, state] of states) {
    for (const doc of policyWordingDataFrom(row(), { issuer: MGA, stateFee: stateFeeOf(state) }).documents) cases.push(stateDocument(label, row, state, doc.key));
  }
  const rows: { case: string; p50: number; p95: number; max: number; cpu50: number; bytes: number; pages: number }[] = [];
  for (const c of cases) {
    const pdf = await c.render();
    const pages = Number(/\/Type \/Pages[^>]*?\/Count (\d+)/.exec(pdf.toString("latin1"))?.[1] ?? 0);
    const t = await time(c.render, runs);
    rows.push({ case: `${c.name} (${pages} ${pages === 1 ? "page" : "pages"})`, ...t, bytes: pdf.length, pages });
  }
  console.log(`\nDocuments (ms, ${runs} renders each, goal p95 < 300)                   p50     p95     max  cpu p50    size`);
  for (const r of rows) {
    console.log(
      `${r.case.padEnd(60)} ${r.p50.toFixed(1).padStart(7)} ${r.p95.toFixed(1).padStart(7)} ${r.max.toFixed(1).padStart(7)} ${r.cpu50.toFixed(1).padStart(8)} ${`${(r.bytes / 1024).toFixed(1)} KB`.padStart(9)}`,
    );
  }
  const load = (await import("node:os")).loadavg()[0];
  console.log(`load average ${load.toFixed(2)} on ${(await import("node:os")).cpus().length} cores`);
  return rows;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await benchDocuments(Number(process.env.BENCH_RUNS ?? 30));
}

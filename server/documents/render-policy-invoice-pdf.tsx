import "server-only";
import { renderPdf } from "@/pdf/render";
import { winAnsiDeep } from "@/pdf/text";
import type { PolicyInvoiceData } from "./policy-invoice-data";
import { PolicyInvoiceDocument } from "./policy-invoice-document";

/** An invoice of a policy as a react-pdf document. */
export function policyInvoiceElement(data: PolicyInvoiceData) {
  return <PolicyInvoiceDocument data={winAnsiDeep(data)} />;
}

/** An invoice of a policy as PDF bytes (US Letter), from `policyInvoiceDataFrom(...)`. */
export async function renderPolicyInvoicePdf(data: PolicyInvoiceData): Promise<Buffer> {
  return renderPdf(policyInvoiceElement(data), { owner: data.policyNumber });
}

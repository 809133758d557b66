import "server-only";
import { notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { pathId } from "@/server/http/path-id";
import { accessibleWhere } from "@/server/permissions/accessible-where";
import { documentIssuer } from "./document-issuer";
import { policyInvoiceDataFrom, policyInvoiceInclude, type PolicyInvoiceData } from "./policy-invoice-data";
import { printReader } from "./print-access";
import { renderPolicyInvoicePdf } from "./render-policy-invoice-pdf";

/** The invoice's data, or null when there is no such invoice (within `policyScope`, if given). */
export async function loadPolicyInvoiceData(where: {
  id: number;
  policyScope?: Record<string, unknown>;
}): Promise<PolicyInvoiceData | null> {
  const row = await db.invoice.findFirst({
    where: where.policyScope ? { id: where.id, policy: where.policyScope } : { id: where.id },
    include: policyInvoiceInclude,
  });
  if (!row) return null;
  const state = row.policy.insuredState;
  const [issuer, stateFee] = await Promise.all([
    documentIssuer(),
    state ? db.stateFee.findUnique({ where: { state }, select: { state: true, name: true, municipalityTax: true } }) : null,
  ]);
  return policyInvoiceDataFrom(row, { issuer, stateFee });
}

/**
 * GET /print/policy-invoice/{id}: an invoice of a policy as a PDF, for a signed-in user who may
 * read the policy, or for the holder of a signed, unexpired `print-policy-invoice` link to it.
 */
export async function printPolicyInvoice(actor: Actor | null, invoiceId: unknown, token: string | null, now = new Date()) {
  const id = pathId(String(invoiceId ?? ""), "Invoice");
  const reader = printReader(actor, token, "print-policy-invoice", id, now);
  const policyScope = reader.kind === "actor" ? accessibleWhere(abilityFor(reader.actor), "read", "Policy") : undefined;
  const data = await loadPolicyInvoiceData({ id, policyScope });
  if (!data) throw notFound("Invoice");
  return { bytes: await renderPolicyInvoicePdf(data), fileName: `invoice-${data.invoiceNumber}.pdf` };
}

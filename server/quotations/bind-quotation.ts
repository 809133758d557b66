import "server-only";
import Decimal from "decimal.js";
import { validationFailure } from "@/lib/api/errors";
import { money } from "@/lib/api/serialize";
import { formatMoney } from "@/lib/format/money";
import type { PolicyDetailsDto } from "@/lib/policies/policy-dto";
import { BIND_MESSAGES, bindSchema } from "@/lib/quotations/bind-schema";
import { DOCUMENT_TYPE_LABELS, todayIso } from "@/lib/quotations/quotation-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { binderWithRoom, bindersCovering, type CoveringBinder } from "@/server/binders/binder-for-bind";
import type { Policy } from "@/generated/prisma/client";
import type { Tx } from "@/server/db";
import { boundTermsOf, type BoundTerms } from "@/server/policies/bound-terms";
import { getPolicyDetails } from "@/server/policies/get-policy-details";
import { issuePolicyInvoice } from "@/server/policies/issue-policy-invoice";
import { notifyBrokerOfPolicy } from "@/server/policies/notify-policy";
import { getAppConfig } from "@/server/settings/get-app-config";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { requireApplicationDocuments, type ApplicationDocument } from "./application-documents";
import { lockQuotationFor, quotationTransaction, setQuotationStatus, type CurrentVersion, type LockedQuotation } from "./quotation-access";

const usd = (d: Decimal) => formatMoney(d.toFixed(2));
const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const usDay = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const numberTaken = () => validationFailure([{ path: "policyNumber", message: BIND_MESSAGES.policyNumberTaken }]);

type AllocatedBinder = CoveringBinder;

/**
 * The binder the policy goes on (decisions.md, D38): of the binders whose period covers the bind
 * day, oldest first, the first with room for the aggregate limit. Their rows are locked (in id
 * order, so concurrent binds cannot deadlock) until the policy is written, so two binds cannot
 * both take the last of a binder's capacity.
 */
async function allocateBinder(tx: Tx, bindDay: string, aggregateLimit: Decimal): Promise<AllocatedBinder> {
  const candidates = await bindersCovering(tx, bindDay, { lock: true });
  if (candidates.length === 0) throw validationFailure([{ path: "binder", message: BIND_MESSAGES.noBinder(usDay(bindDay)) }]);
  const chosen = binderWithRoom(candidates, aggregateLimit);
  if (chosen) return chosen;
  const roomiest = candidates.reduce((best, b) => (b.remaining.greaterThan(best.remaining) ? b : best));
  throw validationFailure([
    {
      path: "binder",
      message: BIND_MESSAGES.binderCapacity(roomiest.uniqueMarketReference, usd(Decimal.max(roomiest.remaining, 0)), usd(aggregateLimit)),
    },
  ]);
}

/**
 * The underwriting company on the policy: the binding underwriter's; when an admin binds, the
 * company of the underwriter who reviewed the quotation, else the one underwriting company if
 * there is exactly one.
 */
async function underwriterCompanyId(tx: Tx, actor: Actor, reviewedById: number | null): Promise<number | null> {
  if (actor.companyRole === "UNDERWRITER") return actor.companyId;
  if (reviewedById) {
    const reviewer = await tx.user.findUnique({ where: { id: reviewedById }, select: { company: { select: { id: true, role: true } } } });
    if (reviewer?.company.role === "UNDERWRITER") return reviewer.company.id;
  }
  const companies = await tx.company.findMany({ where: { role: "UNDERWRITER", enabled: true }, select: { id: true }, take: 2 });
  return companies.length === 1 ? companies[0].id : null;
}

const isPolicyNumberConflict = (error: unknown) => {
  const e = error as { code?: string; meta?: unknown; message?: string };
  return e?.code === "P2002" && /policyNumber/.test(`${JSON.stringify(e.meta ?? {})} ${e.message ?? ""}`);
};

type AppConfig = Awaited<ReturnType<typeof getAppConfig>>;
type BindInvoice = Awaited<ReturnType<typeof issuePolicyInvoice>>;

/** What a bind needs before it writes: the application documents on file, a free policy number, something selected to bind. */
async function checkBindable(tx: Tx, quotation: LockedQuotation, version: CurrentVersion, policyNumber: string, config: AppConfig) {
  const documents = await requireApplicationDocuments(tx, quotation.id);
  if (await tx.policy.findUnique({ where: { policyNumber }, select: { id: true } })) throw numberTaken();
  const terms = boundTermsOf(version, config);
  if (terms.selectedPerils.length === 0 || terms.coveredDays.length === 0) {
    throw validationFailure([{ path: "perils", message: "The quotation has no selected option to bind" }]);
  }
  return { documents, terms };
}

/** The LIVE policy, with the insured of the bound version and its terms, on the allocated binder. */
async function createLivePolicy(
  tx: Tx,
  actor: Actor,
  bind: { quotation: LockedQuotation; version: CurrentVersion; terms: BoundTerms; binder: AllocatedBinder; policyNumber: string },
): Promise<Policy> {
  const { quotation, version, terms, binder, policyNumber } = bind;
  return tx.policy.create({
    data: {
      policyNumber,
      quotationId: quotation.id,
      quotationVersionId: version.id,
      boundVersionId: version.id,
      brokerCompanyId: quotation.brokerCompanyId,
      brokerUserId: quotation.brokerUserId,
      underwriterCompanyId: await underwriterCompanyId(tx, actor, version.reviewedById),
      binderId: binder.id,
      insuredName: version.applicantName ?? quotation.insuredName,
      insuredEmail: version.applicantEmail,
      insuredStreet: version.applicantStreet,
      insuredCity: version.applicantCity,
      insuredState: version.applicantState,
      insuredZipCode: version.applicantZipCode,
      kind: terms.kind,
      itemName: terms.itemName,
      dateFrom: asDate(terms.dateFrom),
      dateUntil: asDate(terms.dateUntil),
      finalSalesDate: terms.finalSalesDate ? asDate(terms.finalSalesDate) : null,
      deductible: terms.deductible.toFixed(2),
      aggregateLimit: terms.aggregateLimit.toFixed(2),
      premium: terms.premium.toFixed(2),
      status: "LIVE",
      boundById: actor.id,
    },
  });
}

/** The policy's BIND invoice: the bound premium and fees, taxed by the location's state. */
function issueBindInvoice(tx: Tx, policy: Policy, terms: BoundTerms, version: CurrentVersion): Promise<BindInvoice> {
  return issuePolicyInvoice(tx, policy, {
    kind: "BIND",
    premium: terms.premium.toFixed(2),
    fees: { observer: terms.fees.observer.toFixed(2), lightning: terms.fees.lightning.toFixed(2) },
    taxState: version.locationState,
  });
}

/** The audit trail of a bind: the quotation moved to BOUND, and the policy written with its figures. */
async function recordBindEvents(
  tx: Tx,
  actor: Actor,
  bind: {
    quotation: LockedQuotation;
    version: CurrentVersion;
    policy: Policy;
    invoice: BindInvoice;
    binder: AllocatedBinder;
    documents: ApplicationDocument[];
    bindDay: string;
  },
) {
  const { quotation, version, policy, invoice, binder, documents, bindDay } = bind;
  const policyNumber = policy.policyNumber;
  await recordAuditEvent(tx, {
    actorId: actor.id,
    action: "quotation.bind",
    subjectType: "Quotation",
    subjectId: quotation.id,
    before: { status: quotation.status },
    after: { status: "BOUND", policyId: policy.id, policyNumber, binder: binder.uniqueMarketReference },
  });
  await recordAuditEvent(tx, {
    actorId: actor.id,
    action: "policy.bind",
    subjectType: "Policy",
    subjectId: policy.id,
    after: {
      policyNumber,
      status: "LIVE",
      quotationNumber: quotation.quotationNumber,
      versionNumber: version.versionNumber,
      binder: binder.uniqueMarketReference,
      bindDay,
      aggregateLimit: money(policy.aggregateLimit),
      premium: money(policy.premium),
      application: documents.map((d) => `${DOCUMENT_TYPE_LABELS[d.type]}: ${d.fileName}`),
      applicationDocumentIds: documents.map((d) => d.id),
      invoiceNumber: invoice.invoiceNumber,
      fees: money(invoice.fees),
      stateTax: money(invoice.stateTax),
      stampingFee: money(invoice.stampingFee),
      municipalityTax: money(invoice.municipalityTax),
      commission: money(invoice.commission),
      amountDue: money(invoice.amountDue),
    },
  });
}

/**
 * POST /api/quotation/{id}/bind (underwriter, admin): binds a SIGNED or READY_TO_BIND quotation
 * into a LIVE policy with its invoice (spec §3, §5; issue 6 item 4). Under the quotation's row lock,
 * in one transaction: the application document must be on file, the policy number unused, a binder
 * must cover the bind day with room for the aggregate limit; then the policy, its BIND invoice
 * (lib/policies/invoice-figures.ts), BOUND, the audit events and the broker's email. Concurrent
 * binds of one quotation queue on its lock and the later ones see BOUND (409); a policy number
 * taken concurrently is caught by the unique index and answered like a taken one, leaving nothing.
 */
export async function bindQuotation(actor: Actor, quotationId: unknown, input?: ActionInput<typeof bindSchema>): Promise<PolicyDetailsDto> {
  // Read before the transaction (pool starvation, see manage-pre-bound-referral.ts).
  const config = await getAppConfig();
  const bindDay = todayIso();
  let policyId: number;
  try {
    policyId = await quotationTransaction(async (tx) => {
      const { quotation, version } = await lockQuotationFor(tx, actor, quotationId, "bind");
      const { policyNumber } = actionInput(bindSchema, input);
      const { documents, terms } = await checkBindable(tx, quotation, version, policyNumber, config);
      const binder = await allocateBinder(tx, bindDay, terms.aggregateLimit);
      const policy = await createLivePolicy(tx, actor, { quotation, version, terms, binder, policyNumber });
      const invoice = await issueBindInvoice(tx, policy, terms, version);
      await setQuotationStatus(tx, quotation, version, "BOUND");
      await recordBindEvents(tx, actor, { quotation, version, policy, invoice, binder, documents, bindDay });
      await notifyBrokerOfPolicy(tx, quotation, policy, invoice);
      return policy.id;
    });
  } catch (error) {
    if (isPolicyNumberConflict(error)) throw numberTaken();
    throw error;
  }
  return getPolicyDetails(actor, policyId);
}

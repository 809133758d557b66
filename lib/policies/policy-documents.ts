import type { DocumentTypeName } from "@/lib/quotations/quotation-labels";
import type { ClaimsVerificationSourceName, PerilName } from "@/lib/rater/perils";

// Which policy documents a policy has (issue 12, spec §2 print pages, decisions D70–D72). One pure
// function, shared by the Files card (GET /api/policy/{id}), the print routes (a document that does
// not apply is 404) and the schedule of forms, so that the three never disagree.
//
// The state whose law governs the documents is the insured's home state (D70): for surplus lines
// the Nonadmitted and Reinsurance Reform Act (15 U.S.C. §8202) gives the home state of the insured
// exclusive authority over the placement, wherever the event or promotion takes place.

/** The documents a policy can carry, each with its own print route. */
export const POLICY_DOCUMENT_KEYS = [
  "OTHER_STATES_WORDING",
  "MT_WA_WORDING",
  "MT_WA_SCHEDULE_OF_FORMS",
  "MT_WA_IWO",
  "MT_WA_PROMOTION",
  "MT_WA_ADVERSE_WEATHER",
  "MT_WA_SANCTION_LIMITATION",
  "MT_WA_OTHER_APPLICATION",
  "MONTANA_AMENDATORY",
  "WASHINGTON_AMENDATORY",
  "TEXAS_NOTICE",
] as const;
export type PolicyDocumentKey = (typeof POLICY_DOCUMENT_KEYS)[number];

/** The endorsement forms a policy can carry, whatever its family (numbers of D40 and D71). */
export const POLICY_FORM_KEYS = [
  "declarations",
  "wording",
  "scheduleOfForms",
  "observer",
  "promotion",
  "adverseWeather",
  "sanction",
  "otherApplication",
  "montana",
  "washington",
  "texas",
] as const;
export type PolicyFormKey = (typeof POLICY_FORM_KEYS)[number];

export const POLICY_FORM_TITLES: Record<PolicyFormKey, { form: string; title: string }> = {
  declarations: { form: "WEP 100", title: "Declarations" },
  wording: { form: "WEP 200", title: "Policy wording: insuring agreement and conditions" },
  scheduleOfForms: { form: "WEP 300", title: "Schedule of forms and endorsements" },
  observer: { form: "WEP 310", title: "Independent weather observer endorsement" },
  promotion: { form: "WEP 320", title: "Promotion endorsement" },
  adverseWeather: { form: "WEP 330", title: "Adverse weather endorsement" },
  sanction: { form: "WEP 340", title: "Sanction limitation and exclusion clause" },
  otherApplication: { form: "WEP 350", title: "Reliance on another insurer's application endorsement" },
  montana: { form: "WEP 410 MT", title: "Montana amendatory endorsement: cancellation and nonrenewal" },
  washington: { form: "WEP 420 WA", title: "Washington amendatory endorsement: cancellation and nonrenewal" },
  texas: { form: "WEP 430 TX", title: "Texas surplus lines notice and complaint notice" },
};

export type PolicyDocumentFamily = "OTHER_STATES" | "MONTANA_WASHINGTON";

/** What the decision reads of a policy: its terms version and the application documents on file. */
export type PolicyDocumentFacts = {
  /** The insured's (home) state, USPS code; it decides the family (D70). */
  insuredState: string | null;
  /** The event or promotion location's state: recorded on the documents, never decisive. */
  locationState?: string | null;
  kind: "EVENT" | "PROMOTION";
  /** The insured (selected) perils of the current terms. */
  perils: readonly PerilName[];
  claimsVerificationSource: ClaimsVerificationSourceName;
  /** The types of the quotation's application documents on file (D37); untyped documents are left out. */
  applicationDocuments: readonly (DocumentTypeName | null)[];
};

export type PolicyDocument = {
  key: PolicyDocumentKey;
  /** The form it prints (its number and title on the schedule of forms). */
  formKey: PolicyFormKey;
  form: string;
  title: string;
  /** The Files card's kind: the wording, one of its endorsement forms, or a state notice. */
  fileKind: "POLICY_WORDING" | "POLICY_FORM" | "STATE_NOTICE";
  /** The print route for a policy id. */
  href: (policyId: number) => string;
};

const US_STATE = /^[A-Z]{2}$/;

/** The state whose law governs the policy's documents: the insured's home state (D70), upper-cased; null when unknown. */
export function governingState(facts: Pick<PolicyDocumentFacts, "insuredState">): string | null {
  const s = facts.insuredState?.trim().toUpperCase() ?? "";
  return US_STATE.test(s) ? s : null;
}

/** The wording family: Montana and Washington have their own set of forms; every other state (Texas included) the other-states wording. */
export function policyDocumentFamily(facts: Pick<PolicyDocumentFacts, "insuredState">): PolicyDocumentFamily {
  const state = governingState(facts);
  return state === "MT" || state === "WA" ? "MONTANA_WASHINGTON" : "OTHER_STATES";
}

/**
 * The endorsement forms a policy carries, in schedule order, whatever its family (D71): the
 * observer endorsement when an observer verifies claims, the promotion endorsement for a
 * promotion, adverse weather when that peril is insured, the sanction clause always, the reliance
 * endorsement when an application made to another insurer is on file, the state's amendatory
 * endorsement or notice for Montana, Washington and Texas insureds.
 */
export function policyForms(facts: PolicyDocumentFacts): PolicyFormKey[] {
  const state = governingState(facts);
  const family = policyDocumentFamily(facts);
  const forms: PolicyFormKey[] = ["declarations", "wording"];
  if (family === "MONTANA_WASHINGTON") forms.push("scheduleOfForms");
  if (facts.claimsVerificationSource === "OFFSITE_OBSERVER" || facts.claimsVerificationSource === "ONSITE_OBSERVER") forms.push("observer");
  if (facts.kind === "PROMOTION") forms.push("promotion");
  if (facts.perils.includes("adverseWeather")) forms.push("adverseWeather");
  forms.push("sanction");
  if (reliesOnAnotherInsurersApplication(facts)) forms.push("otherApplication");
  if (state === "MT") forms.push("montana");
  if (state === "WA") forms.push("washington");
  if (state === "TX") forms.push("texas");
  return forms;
}

/**
 * The insurer relies on an application made to another insurer (D72): a document typed "Other
 * application form" is among the application documents on file (the IWO form and the Beazley form
 * are applications on the insurer's own forms).
 */
export function reliesOnAnotherInsurersApplication(facts: Pick<PolicyDocumentFacts, "applicationDocuments">): boolean {
  return facts.applicationDocuments.includes("OTHER_APPLICATION_FORM");
}

const MT_WA = (policyId: number, sub?: string) => `/print/policy/montana-washington/${policyId}${sub ? `/${sub}` : ""}`;

/** Each document: its form and its route. */
export const POLICY_DOCUMENTS: Record<PolicyDocumentKey, Omit<PolicyDocument, "form" | "title">> = {
  OTHER_STATES_WORDING: {
    key: "OTHER_STATES_WORDING",
    formKey: "wording",
    fileKind: "POLICY_WORDING",
    href: (id) => `/print/policy/other-states/${id}`,
  },
  MT_WA_WORDING: { key: "MT_WA_WORDING", formKey: "wording", fileKind: "POLICY_WORDING", href: (id) => MT_WA(id) },
  MT_WA_SCHEDULE_OF_FORMS: {
    key: "MT_WA_SCHEDULE_OF_FORMS",
    formKey: "scheduleOfForms",
    fileKind: "POLICY_FORM",
    href: (id) => MT_WA(id, "schedule-of-form"),
  },
  MT_WA_IWO: { key: "MT_WA_IWO", formKey: "observer", fileKind: "POLICY_FORM", href: (id) => MT_WA(id, "iwo") },
  MT_WA_PROMOTION: {
    key: "MT_WA_PROMOTION",
    formKey: "promotion",
    fileKind: "POLICY_FORM",
    href: (id) => MT_WA(id, "promotion-endorsement"),
  },
  MT_WA_ADVERSE_WEATHER: {
    key: "MT_WA_ADVERSE_WEATHER",
    formKey: "adverseWeather",
    fileKind: "POLICY_FORM",
    href: (id) => MT_WA(id, "adverse-weather"),
  },
  MT_WA_SANCTION_LIMITATION: {
    key: "MT_WA_SANCTION_LIMITATION",
    formKey: "sanction",
    fileKind: "POLICY_FORM",
    href: (id) => MT_WA(id, "sanction-limitation"),
  },
  MT_WA_OTHER_APPLICATION: {
    key: "MT_WA_OTHER_APPLICATION",
    formKey: "otherApplication",
    fileKind: "POLICY_FORM",
    href: (id) => MT_WA(id, "other-application-endorsement"),
  },
  MONTANA_AMENDATORY: {
    key: "MONTANA_AMENDATORY",
    formKey: "montana",
    fileKind: "POLICY_FORM",
    href: (id) => `/print/policy/montana/${id}/amendatory-endorsement`,
  },
  WASHINGTON_AMENDATORY: {
    key: "WASHINGTON_AMENDATORY",
    formKey: "washington",
    fileKind: "POLICY_FORM",
    href: (id) => `/print/policy/washington/${id}/amendatory-endorsement`,
  },
  TEXAS_NOTICE: { key: "TEXAS_NOTICE", formKey: "texas", fileKind: "STATE_NOTICE", href: (id) => `/print/policy/texas/${id}/notice` },
};

/** The Montana/Washington document printing each form on its own. */
const MT_WA_DOCUMENT_OF_FORM: Partial<Record<PolicyFormKey, PolicyDocumentKey>> = {
  wording: "MT_WA_WORDING",
  scheduleOfForms: "MT_WA_SCHEDULE_OF_FORMS",
  observer: "MT_WA_IWO",
  promotion: "MT_WA_PROMOTION",
  adverseWeather: "MT_WA_ADVERSE_WEATHER",
  sanction: "MT_WA_SANCTION_LIMITATION",
  otherApplication: "MT_WA_OTHER_APPLICATION",
  montana: "MONTANA_AMENDATORY",
  washington: "WASHINGTON_AMENDATORY",
};

function documentOf(key: PolicyDocumentKey): PolicyDocument {
  const d = POLICY_DOCUMENTS[key];
  return { ...d, ...POLICY_FORM_TITLES[d.formKey] };
}

/**
 * Exactly the documents that apply to a policy, in the order the Files card lists them:
 * - other states: the wording (declarations and every endorsement form in one PDF), and for a
 *   Texas insured the Texas notice beside it;
 * - Montana and Washington: the wording (declarations and conditions), then each endorsement form
 *   on its own (schedule of forms, observer, promotion, adverse weather, sanction, reliance), then
 *   the state's amendatory endorsement.
 */
export function policyDocuments(facts: PolicyDocumentFacts): PolicyDocument[] {
  const forms = policyForms(facts);
  if (policyDocumentFamily(facts) === "OTHER_STATES") {
    return [documentOf("OTHER_STATES_WORDING"), ...(forms.includes("texas") ? [documentOf("TEXAS_NOTICE")] : [])];
  }
  return forms.flatMap((f) => (MT_WA_DOCUMENT_OF_FORM[f] ? [documentOf(MT_WA_DOCUMENT_OF_FORM[f])] : []));
}

/** Whether a document applies to the policy (its print route answers 404 otherwise). */
export function policyDocumentApplies(facts: PolicyDocumentFacts, key: PolicyDocumentKey): boolean {
  return policyDocuments(facts).some((d) => d.key === key);
}

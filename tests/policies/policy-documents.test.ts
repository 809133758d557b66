import { describe, expect, it } from "vitest";
import {
  governingState,
  policyDocumentApplies,
  policyDocumentFamily,
  policyDocuments,
  policyForms,
  POLICY_DOCUMENT_KEYS,
  POLICY_FORM_TITLES,
  type PolicyDocumentFacts,
  type PolicyDocumentKey,
} from "@/lib/policies/policy-documents";

// Which documents a policy has (issue 12 item 1, decisions D70–D72): one table, a row per case,
// with the documents (in the Files card's order) and the forms of the schedule.

const base: PolicyDocumentFacts = {
  insuredState: "NY",
  locationState: "NY",
  kind: "EVENT",
  perils: ["rainfall"],
  claimsVerificationSource: "CLOSEST_WEATHER_STATION",
  applicationDocuments: ["IWO"],
};

type Case = { name: string; facts: Partial<PolicyDocumentFacts>; documents: PolicyDocumentKey[]; forms: string[] };

const cases: Case[] = [
  {
    name: "New York event, closest station, IWO form",
    facts: {},
    documents: ["OTHER_STATES_WORDING"],
    forms: ["WEP 100", "WEP 200", "WEP 340"],
  },
  {
    name: "New York promotion with adverse weather and an off-site observer",
    facts: { kind: "PROMOTION", perils: ["rainfall", "adverseWeather"], claimsVerificationSource: "OFFSITE_OBSERVER" },
    documents: ["OTHER_STATES_WORDING"],
    forms: ["WEP 100", "WEP 200", "WEP 310", "WEP 320", "WEP 330", "WEP 340"],
  },
  {
    name: "Texas event",
    facts: { insuredState: "TX", locationState: "TX" },
    documents: ["OTHER_STATES_WORDING", "TEXAS_NOTICE"],
    forms: ["WEP 100", "WEP 200", "WEP 340", "WEP 430 TX"],
  },
  {
    name: "Texas promotion relying on another insurer's application",
    facts: { insuredState: "tx", kind: "PROMOTION", applicationDocuments: ["OTHER_APPLICATION_FORM"] },
    documents: ["OTHER_STATES_WORDING", "TEXAS_NOTICE"],
    forms: ["WEP 100", "WEP 200", "WEP 320", "WEP 340", "WEP 350", "WEP 430 TX"],
  },
  {
    name: "Montana event, closest station, Beazley form",
    facts: { insuredState: "MT", locationState: "MT", applicationDocuments: ["BEAZLEY_APPLICATION_FORM"] },
    documents: ["MT_WA_WORDING", "MT_WA_SCHEDULE_OF_FORMS", "MT_WA_SANCTION_LIMITATION", "MONTANA_AMENDATORY"],
    forms: ["WEP 100", "WEP 200", "WEP 300", "WEP 340", "WEP 410 MT"],
  },
  {
    name: "Montana promotion, on-site observer, adverse weather, other application and the IWO form",
    facts: {
      insuredState: "MT",
      kind: "PROMOTION",
      perils: ["snowfall", "adverseWeather"],
      claimsVerificationSource: "ONSITE_OBSERVER",
      applicationDocuments: ["IWO", "OTHER_APPLICATION_FORM", null],
    },
    documents: [
      "MT_WA_WORDING",
      "MT_WA_SCHEDULE_OF_FORMS",
      "MT_WA_IWO",
      "MT_WA_PROMOTION",
      "MT_WA_ADVERSE_WEATHER",
      "MT_WA_SANCTION_LIMITATION",
      "MT_WA_OTHER_APPLICATION",
      "MONTANA_AMENDATORY",
    ],
    forms: ["WEP 100", "WEP 200", "WEP 300", "WEP 310", "WEP 320", "WEP 330", "WEP 340", "WEP 350", "WEP 410 MT"],
  },
  {
    name: "Washington event, off-site observer, lightning",
    facts: { insuredState: "WA", locationState: "WA", perils: ["rainfall", "lightning"], claimsVerificationSource: "OFFSITE_OBSERVER" },
    documents: ["MT_WA_WORDING", "MT_WA_SCHEDULE_OF_FORMS", "MT_WA_IWO", "MT_WA_SANCTION_LIMITATION", "WASHINGTON_AMENDATORY"],
    forms: ["WEP 100", "WEP 200", "WEP 300", "WEP 310", "WEP 340", "WEP 420 WA"],
  },
  {
    name: "Washington promotion, other application form only",
    facts: { insuredState: " wa ", kind: "PROMOTION", applicationDocuments: ["OTHER_APPLICATION_FORM"] },
    documents: [
      "MT_WA_WORDING",
      "MT_WA_SCHEDULE_OF_FORMS",
      "MT_WA_PROMOTION",
      "MT_WA_SANCTION_LIMITATION",
      "MT_WA_OTHER_APPLICATION",
      "WASHINGTON_AMENDATORY",
    ],
    forms: ["WEP 100", "WEP 200", "WEP 300", "WEP 320", "WEP 340", "WEP 350", "WEP 420 WA"],
  },
  // D70: the insured's home state governs, not the location.
  {
    name: "New York insured, event in Montana",
    facts: { insuredState: "NY", locationState: "MT" },
    documents: ["OTHER_STATES_WORDING"],
    forms: ["WEP 100", "WEP 200", "WEP 340"],
  },
  {
    name: "Montana insured, event in Washington",
    facts: { insuredState: "MT", locationState: "WA" },
    documents: ["MT_WA_WORDING", "MT_WA_SCHEDULE_OF_FORMS", "MT_WA_SANCTION_LIMITATION", "MONTANA_AMENDATORY"],
    forms: ["WEP 100", "WEP 200", "WEP 300", "WEP 340", "WEP 410 MT"],
  },
  {
    name: "Washington location, Texas insured",
    facts: { insuredState: "TX", locationState: "WA" },
    documents: ["OTHER_STATES_WORDING", "TEXAS_NOTICE"],
    forms: ["WEP 100", "WEP 200", "WEP 340", "WEP 430 TX"],
  },
  {
    name: "Insured state unknown",
    facts: { insuredState: null },
    documents: ["OTHER_STATES_WORDING"],
    forms: ["WEP 100", "WEP 200", "WEP 340"],
  },
  {
    name: "Untyped documents only",
    facts: { applicationDocuments: [null] },
    documents: ["OTHER_STATES_WORDING"],
    forms: ["WEP 100", "WEP 200", "WEP 340"],
  },
];

describe("policyDocuments", () => {
  for (const c of cases) {
    it(c.name, () => {
      const facts = { ...base, ...c.facts };
      const documents = policyDocuments(facts);
      expect(documents.map((d) => d.key)).toEqual(c.documents);
      expect(policyForms(facts).map((f) => POLICY_FORM_TITLES[f].form)).toEqual(c.forms);
      // Every document that is not listed answers 404: the print routes ask the same function.
      for (const key of POLICY_DOCUMENT_KEYS) expect(policyDocumentApplies(facts, key), key).toBe(c.documents.includes(key));
    });
  }

  it("prints every Montana/Washington form as a document of its own, and none for other states", () => {
    for (const c of cases) {
      const facts = { ...base, ...c.facts };
      const printed = policyDocuments(facts).map((d) => POLICY_FORM_TITLES[d.formKey].form);
      const own = policyForms(facts)
        .map((f) => POLICY_FORM_TITLES[f].form)
        .filter((f) => f !== "WEP 100");
      if (policyDocumentFamily(facts) === "MONTANA_WASHINGTON") expect(printed, c.name).toEqual(own);
      else expect(printed, c.name).toEqual(own.filter((f) => f === "WEP 200" || f === "WEP 430 TX"));
    }
  });

  it("gives each document its route", () => {
    const mt = policyDocuments({
      ...base,
      insuredState: "MT",
      kind: "PROMOTION",
      perils: ["rainfall", "adverseWeather"],
      claimsVerificationSource: "OFFSITE_OBSERVER",
      applicationDocuments: ["OTHER_APPLICATION_FORM"],
    });
    expect(mt.map((d) => d.href(7))).toEqual([
      "/print/policy/montana-washington/7",
      "/print/policy/montana-washington/7/schedule-of-form",
      "/print/policy/montana-washington/7/iwo",
      "/print/policy/montana-washington/7/promotion-endorsement",
      "/print/policy/montana-washington/7/adverse-weather",
      "/print/policy/montana-washington/7/sanction-limitation",
      "/print/policy/montana-washington/7/other-application-endorsement",
      "/print/policy/montana/7/amendatory-endorsement",
    ]);
    expect(
      policyDocuments({ ...base, insuredState: "WA" })
        .at(-1)!
        .href(8),
    ).toBe("/print/policy/washington/8/amendatory-endorsement");
    expect(policyDocuments({ ...base, insuredState: "TX" }).map((d) => d.href(9))).toEqual([
      "/print/policy/other-states/9",
      "/print/policy/texas/9/notice",
    ]);
  });

  it("decides the governing state from the insured's home state only (D70)", () => {
    expect(governingState({ insuredState: " mt " })).toBe("MT");
    expect(governingState({ insuredState: "" })).toBeNull();
    expect(governingState({ insuredState: "Montana" })).toBeNull();
    expect(policyDocumentFamily({ insuredState: "WA" })).toBe("MONTANA_WASHINGTON");
    expect(policyDocumentFamily({ insuredState: "ID" })).toBe("OTHER_STATES");
  });
});

// The quotation wizard's steps, in order (spec §2), apart from the other labels: the wizard's frame
// loads only these before the first step is on screen.

export const WIZARD_STEPS = [
  { key: "broker", title: "Choose Broker" },
  { key: "applicant", title: "Applicant Details" },
  { key: "offer", title: "Choose Offer" },
  { key: "item", title: "Promotion or Event" },
  { key: "details", title: "Details" },
  { key: "perils", title: "Peril Options" },
  { key: "coverage", title: "Coverage Options" },
  { key: "lossHistory", title: "Previous Loss History" },
] as const;
export type WizardStepKey = (typeof WIZARD_STEPS)[number]["key"];

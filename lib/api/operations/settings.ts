import { defineOperation } from "@/lib/api/operation";
import { binderDeletedSchema, binderDtoSchema } from "@/lib/settings/binder-dto";
import { binderCreateSchema } from "@/lib/settings/binder-schema";
import { localPremiumTaxUpdateSchema } from "@/lib/settings/local-premium-tax-schema";
import { localPremiumTaxDtoSchema, stateFeeDtoSchema } from "@/lib/settings/state-fee-dto";
import { stateFeeUpdateSchema } from "@/lib/settings/state-fee-schema";

export const listStateFees = defineOperation({
  method: "get",
  path: "/api/state-fees",
  tag: "Settings",
  access: "read StateFee (admin)",
  can: ["read", "StateFee"],
  many: true,
  response: stateFeeDtoSchema,
  summary: "State surplus-lines taxes and fees",
});

export const updateStateFee = defineOperation({
  method: "put",
  path: "/api/state-fees/{stateFeeId}",
  tag: "Settings",
  access: "update StateFee (admin)",
  can: ["update", "StateFee"],
  body: stateFeeUpdateSchema,
  response: stateFeeDtoSchema,
  summary: "Change the tax, stamping fee and description of a state",
  description:
    "`tax` and `stampingFee` are fractions (0.0494 is 4.94%); `stampingFee` may be left out to keep it. Answers the state fee. A `stateFee.update` audit event records the changed fields before and after.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND"],
});

export const listLocalPremiumTaxes = defineOperation({
  method: "get",
  path: "/api/local-premium-tax",
  tag: "Settings",
  access: "read StateFee (admin)",
  can: ["read", "StateFee"],
  many: true,
  response: localPremiumTaxDtoSchema,
  summary: "Kentucky local government premium tax rates by jurisdiction",
  description:
    'One row per city or county (KRS 91A.080, decisions.md D80): `rate` is the fraction for the class "All other risks", `places` the city names whose risks take it, `withinCities` whether a county\'s tax applies inside its cities.',
});

export const updateLocalPremiumTax = defineOperation({
  method: "put",
  path: "/api/local-premium-tax/{localTaxId}",
  tag: "Settings",
  access: "update StateFee (admin)",
  can: ["update", "StateFee"],
  body: localPremiumTaxUpdateSchema,
  response: localPremiumTaxDtoSchema,
  summary: "Change the rate and note of a Kentucky taxing jurisdiction",
  description:
    "`rate` is a fraction (0.085 is 8.5%). Answers the jurisdiction. A `localPremiumTax.update` audit event records the changed fields before and after. Issued invoices keep their rate.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND"],
});

export const listBinders = defineOperation({
  method: "get",
  path: "/api/binder",
  tag: "Settings",
  access: "read Binder (admin)",
  can: ["read", "Binder"],
  list: true,
  response: binderDtoSchema,
  summary: "Binders with the capacity used",
});

export const createBinder = defineOperation({
  method: "post",
  path: "/api/binder",
  tag: "Settings",
  access: "create Binder (admin)",
  can: ["create", "Binder"],
  body: binderCreateSchema,
  response: binderDtoSchema,
  summary: "Create a binder",
  description:
    "Dates are calendar dates (YYYY-MM-DD); `until` must be later than `from` (`Must be later than 'From' date`). The reference is trimmed and upper-cased; one that exists already is 409 CONFLICT. Answers the binder with its capacity use.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN", "CONFLICT"],
});

export const deleteBinder = defineOperation({
  method: "delete",
  path: "/api/binder/{binderId}",
  tag: "Settings",
  access: "delete Binder (admin)",
  can: ["delete", "Binder"],
  response: binderDeletedSchema,
  summary: "Remove a binder that no policy uses",
  description: "A binder with policies is refused with 409 CONFLICT `Could not remove binder`. Answers `{ data: { id, deleted: true } }`.",
  errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND", "CONFLICT"],
});

export const SETTINGS_OPERATIONS = [
  listStateFees,
  updateStateFee,
  listLocalPremiumTaxes,
  updateLocalPremiumTax,
  listBinders,
  createBinder,
  deleteBinder,
];

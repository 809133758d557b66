import { binderCreateSchema } from "@/lib/settings/binder-schema";
import { localPremiumTaxUpdateSchema } from "@/lib/settings/local-premium-tax-schema";
import { stateFeeUpdateSchema } from "@/lib/settings/state-fee-schema";
import type { ApiOperation } from "@/lib/api/operation";

export const SETTINGS_OPERATIONS: ApiOperation[] = [
  {
    method: "put",
    path: "/api/state-fees/{stateFeeId}",
    tag: "Settings",
    access: "update StateFee (admin)",
    body: stateFeeUpdateSchema,
    summary: "Change the tax, stamping fee and description of a state",
    description:
      "`tax` and `stampingFee` are fractions (0.0494 is 4.94%); `stampingFee` may be left out to keep it. Answers the state fee. A `stateFee.update` audit event records the changed fields before and after.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND"],
  },
  {
    method: "get",
    path: "/api/local-premium-tax",
    tag: "Settings",
    access: "read StateFee (admin)",
    summary: "Kentucky local government premium tax rates by jurisdiction",
    description:
      'One row per city or county (KRS 91A.080, decisions.md D80): `rate` is the fraction for the class "All other risks", `places` the city names whose risks take it, `withinCities` whether a county\'s tax applies inside its cities.',
  },
  {
    method: "put",
    path: "/api/local-premium-tax/{localTaxId}",
    tag: "Settings",
    access: "update StateFee (admin)",
    body: localPremiumTaxUpdateSchema,
    summary: "Change the rate and note of a Kentucky taxing jurisdiction",
    description:
      "`rate` is a fraction (0.085 is 8.5%). Answers the jurisdiction. A `localPremiumTax.update` audit event records the changed fields before and after. Issued invoices keep their rate.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND"],
  },
  {
    method: "post",
    path: "/api/binder",
    tag: "Settings",
    access: "create Binder (admin)",
    body: binderCreateSchema,
    summary: "Create a binder",
    description:
      "Dates are calendar dates (YYYY-MM-DD); `until` must be later than `from` (`Must be later than 'From' date`). The reference is trimmed and upper-cased; one that exists already is 409 CONFLICT. Answers the binder with its capacity use.",
    errors: ["VALIDATION_FAILURE", "FORBIDDEN", "CONFLICT"],
  },
  {
    method: "delete",
    path: "/api/binder/{binderId}",
    tag: "Settings",
    access: "delete Binder (admin)",
    summary: "Remove a binder that no policy uses",
    description:
      "A binder with policies is refused with 409 CONFLICT `Could not remove binder`. Answers `{ data: { id, deleted: true } }`.",
    errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND", "CONFLICT"],
  },
];

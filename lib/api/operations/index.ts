import type { ApiOperation } from "@/lib/api/operation";
import { FOUNDATION_OPERATIONS } from "./foundation";
import { COMPANY_OPERATIONS } from "./companies";
import { USER_OPERATIONS } from "./users";
import { SETTINGS_OPERATIONS } from "./settings";
import { NOTE_OPERATIONS } from "./notes";
import { RATER_OPERATIONS } from "./rater";
import { QUOTATION_OPERATIONS } from "./quotations";
import { BINDING_OPERATIONS } from "./binding";
import { SIGNING_OPERATIONS } from "./signing";
import { POLICY_OPERATIONS } from "./policies";
import { REPORT_OPERATIONS } from "./reports";
import { CLAIM_OPERATIONS } from "./claims";

// Every described call, for the OpenAPI document and the tests. The browser imports the area file
// it needs, not this list (it would carry every schema into the page).

export const OPERATIONS: readonly ApiOperation[] = [
  ...FOUNDATION_OPERATIONS,
  ...COMPANY_OPERATIONS,
  ...USER_OPERATIONS,
  ...SETTINGS_OPERATIONS,
  ...NOTE_OPERATIONS,
  ...RATER_OPERATIONS,
  ...QUOTATION_OPERATIONS,
  ...BINDING_OPERATIONS,
  ...SIGNING_OPERATIONS,
  ...POLICY_OPERATIONS,
  ...REPORT_OPERATIONS,
  ...CLAIM_OPERATIONS,
];

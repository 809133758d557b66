import { z } from "zod";
import { defineOperation } from "@/lib/api/operation";
import { claimDetailsSchema, claimListItemSchema, observationsSavedSchema } from "@/lib/claims/claim-dto";
import {
  approveClaimSchema,
  claimPaymentSchema,
  declineClaimSchema,
  lossNoticeSchema,
  weatherObservationsSchema,
} from "@/lib/claims/claim-schemas";

// Claims (docs/claims.md): losses determined from the weather record, the broker's loss notice, the
// underwriter's decisions and payments, the observer reports, and the station observations that
// drive the determinations. Every action answers the claim as GET /api/claim/{claimId} does.

const TAG = "Claims";
const DETAILS = "Answers the claim as `GET /api/claim/{claimId}` does.";
const READ_ACCESS =
  "read Claim (underwriters and admins all; brokers their company's, or their own with VIEW_MY_INDICATIONS; any other claim is 404)";
const ACTION_ERRORS = ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND", "INVALID_STATE_TRANSITION"] as const;
const GUARD =
  "Under the claim's row lock: a claim the caller may not read is 404, a role the action is not given to is 403, a status the action does not start from is 409 INVALID_STATE_TRANSITION, and nothing changes. " +
  "The status change is guarded (`WHERE status = expected`), so of concurrent calls exactly one applies.";

export const listClaims = defineOperation({
  method: "get",
  path: "/api/claim",
  tag: TAG,
  access: READ_ACCESS,
  can: ["read", "Claim"],
  list: true,
  response: claimListItemSchema,
  summary: "Claims",
  description:
    "The claims the caller may read, newest first by default. The list query of every list over `claimNumber`, `policyNumber`, `insuredName`, `brokerCompany.name`, `status`, `firstLossDate` and `createdAt` (filter and sort), `amount` (sort only). `firstLossDate` is the earliest day of the claim's loss days (`null` while it has none; D111).",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN"],
});

export const getClaim = defineOperation({
  method: "get",
  path: "/api/claim/{claimId}",
  tag: TAG,
  access: READ_ACCESS,
  can: ["read", "Claim"],
  response: claimDetailsSchema,
  summary: "One claim",
  description:
    "The claim with its loss days (each covered day × insured peril: the observed value in the threshold's unit beside the threshold, the result TRIGGERED, NOT_TRIGGERED or NO_DATA, and the source), the amount per day, the deductible applied, the aggregate remaining and the amount; the notice, the decision and the payment; the files (loss notice attachments, observer reports); the signed link to the determination letter; and the actions the caller may take now.",
  errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND"],
});

export const getClaimFile = defineOperation({
  method: "get",
  path: "/api/claim/{claimId}/file/{fileId}",
  tag: TAG,
  access: READ_ACCESS,
  can: ["read", "Claim"],
  summary: "Download a file of a claim",
  description:
    "A file kept with the claim (a loss notice attachment, an observer's or the lightning report; `fileId` is the `id` of the claim's `files`): its bytes with its content type, as an attachment (not the JSON envelope).",
  errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND"],
  binary: "application/octet-stream",
});

export const listPolicyClaims = defineOperation({
  method: "get",
  path: "/api/policy/{policyId}/claims",
  tag: TAG,
  access: "read Policy and Claim",
  can: ["read", "Claim"],
  many: true,
  response: claimDetailsSchema,
  summary: "The claims of a policy",
  description: "Every claim of the policy, oldest first, each as `GET /api/claim/{claimId}` answers it.",
  errors: ["FORBIDDEN", "RESOURCE_NOT_FOUND"],
});

export const fileLossNotice = defineOperation({
  method: "post",
  path: "/api/policy/{policyId}/loss-notice",
  tag: TAG,
  status: 201,
  access:
    "notifyLoss Policy (the policy's brokers, underwriters, admins); status LIVE, CANCELLATION_REQUESTED, FINAL_SALES_SUBMITTED or BOUND_UPDATED",
  body: lossNoticeSchema,
  alsoMultipart: true,
  response: claimDetailsSchema,
  summary: "Notify a loss",
  description:
    "`{ lossDates: [YYYY-MM-DD], perils?: [peril], description }` as JSON, or as `multipart/form-data` with the same fields (`lossDates` and `perils` repeated or comma-separated) and attachments in `file`, repeated for several (PDF, PNG, JPEG, Word, Excel; at most 10 files of at most 10 MB, and 10 MB together). " +
    "Each loss date must be a covered day of the policy that has begun (400 at `lossDates` otherwise, nothing kept); each peril an insured one. " +
    "The notice joins the policy's open claim when there is one, else opens a claim NOTIFIED; the days it names are determined at once from the observations there are (a day already recorded answers with its figures: a notice for a day that did not trigger is kept, and the claim shows the observed values). " +
    `Answers **201** with the claim. ${DETAILS}`,
  errors: [...ACTION_ERRORS, "EMPTY_FILE"],
});

export const approveClaim = defineOperation({
  method: "post",
  path: "/api/claim/{claimId}/approve",
  tag: TAG,
  access: "decideClaim Claim (underwriters, admins); status DETERMINED",
  bodyOptional: true,
  body: approveClaimSchema.optional(),
  response: claimDetailsSchema,
  summary: "Approve a determined claim",
  description: `DETERMINED → APPROVED; the amount is fixed. A claim that pays nothing cannot be approved (409). The broker (and the insured) are emailed. ${GUARD} ${DETAILS}`,
  errors: [...ACTION_ERRORS],
});

export const declineClaim = defineOperation({
  method: "post",
  path: "/api/claim/{claimId}/decline",
  tag: TAG,
  access: "decideClaim Claim (underwriters, admins); status NOTIFIED or DETERMINED",
  body: declineClaimSchema,
  response: claimDetailsSchema,
  summary: "Decline a claim",
  description: `\`{ reason }\` (required, at most 2000 characters): → DECLINED; the broker (and the insured) are emailed the reason. ${GUARD} ${DETAILS}`,
  errors: [...ACTION_ERRORS],
});

export const recordClaimPayment = defineOperation({
  method: "post",
  path: "/api/claim/{claimId}/payment",
  tag: TAG,
  access: "recordClaimPayment Claim (underwriters, admins); status APPROVED",
  body: claimPaymentSchema,
  response: claimDetailsSchema,
  summary: "Record the payment of an approved claim",
  description: `\`{ paidAt: YYYY-MM-DD, reference }\`: APPROVED → PAID with the approved amount as paid. The payment date lies from the approval day to today. The broker (and the insured) are emailed. ${GUARD} ${DETAILS}`,
  errors: [...ACTION_ERRORS],
});

export const enterObserverReport = defineOperation({
  method: "post",
  path: "/api/claim/{claimId}/observer-report",
  tag: TAG,
  status: 201,
  access: "enterObservations Claim (underwriters, admins); status NOTIFIED or DETERMINED",
  multipart: true,
  body: z.object({
    values: z
      .string()
      .describe(
        'JSON `{ "observations": [{ date, prcp_mm, snow_mm, tmax_c, tmin_c, awnd_ms, wsf2_ms, wt03 }] }` in the units of the weather folder\'s daily files (wt03 1: lightning within 6 miles / thunder observed)',
      ),
    file: z.string().describe("The observer's or the lightning report (PDF, PNG, JPEG, Word, Excel; at most 10 MB)"),
  }),
  response: claimDetailsSchema,
  summary: "Enter an observer's or the lightning report",
  description:
    "For perils verified by an independent observer or the lightning report: the observed values of covered days of the claim's policy, with the report attached. Each date must be a covered day that has begun. " +
    `The perils those sources verify are determined from these values by the rater's own trigger rule, and the report is kept with the claim. A policy verified only by the station is 400. ${GUARD} ${DETAILS}`,
  errors: [...ACTION_ERRORS, "EMPTY_FILE"],
});

export const postWeatherObservations = defineOperation({
  method: "post",
  path: "/api/weather/observations",
  tag: TAG,
  access: "create WeatherObservation (admins)",
  can: ["create", "WeatherObservation"],
  body: weatherObservationsSchema,
  response: observationsSavedSchema,
  summary: "Add or correct a station's daily observations",
  description:
    "`{ stationId, observations: [{ date, prcp_mm, snow_mm, tmax_c, tmin_c, awnd_ms, wsf2_ms, wt03 }] }`: the columns and units of the weather folder's daily files (mm, °C, m/s; wt03 1 on thunder days), a missing value null or left out. " +
    "Idempotent (a day posted again replaces its values); an unknown station is 404, a bad value 400 at its field, and nothing is written unless everything is valid. " +
    "The covered days of policies verified at the station that these days complete are determined in the same call.",
  errors: ["VALIDATION_FAILURE", "FORBIDDEN", "RESOURCE_NOT_FOUND"],
});

export const uploadWeatherObservations = defineOperation({
  method: "post",
  path: "/api/weather/observations/upload",
  tag: TAG,
  access: "create WeatherObservation (admins)",
  can: ["create", "WeatherObservation"],
  multipart: true,
  body: z.object({
    stationId: z.string().describe("The station (GHCN id)"),
    file: z.string().describe("CSV with the header `date,prcp_mm,snow_mm,tmax_c,tmin_c,awnd_ms,wsf2_ms,wt03`, empty cells missing"),
  }),
  response: observationsSavedSchema,
  summary: "Upload a station's daily observations as CSV",
  description:
    "The same as `POST /api/weather/observations` with the days in a CSV file of the weather folder's daily format; a bad line is 400 naming the line, and nothing is written.",
  errors: ["VALIDATION_FAILURE", "EMPTY_FILE", "FORBIDDEN", "RESOURCE_NOT_FOUND"],
});

export const CLAIM_OPERATIONS = [
  listClaims,
  getClaim,
  getClaimFile,
  listPolicyClaims,
  fileLossNotice,
  approveClaim,
  declineClaim,
  recordClaimPayment,
  enterObserverReport,
  postWeatherObservations,
  uploadWeatherObservations,
];

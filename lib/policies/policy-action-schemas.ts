import { z } from "zod";
import { PERILS } from "@/lib/rater/perils";
import {
  MESSAGES,
  isValidIsoDate,
  limitMoney,
  positiveMoney,
  requiredDate,
  requiredLongText,
  requiredText,
  requiredTime,
} from "@/lib/quotations/quotation-schema";

// The bodies of the policy actions (spec §3 Endorsement, Final sales revision, Cancellation; issue
// 11), shared by the use cases in server/policies and the dialogs of the policy page, with the
// messages a user sees under the fields.

export const REASON_MAX = 2000;
export const ENDORSEMENT_TITLE_MAX = 200;
export const ENDORSEMENT_CONTENT_MAX = 20_000;

export const POLICY_MESSAGES = {
  cancellationBeforeBind: (boundOn: string) => `The cancellation date cannot be before the bind date (${boundOn})`,
  cancellationAfterPeriod: (until: string) => `The cancellation date cannot be after the end of the policy period (${until})`,
  requestAlreadyOpen: "A cancellation request is already waiting for an underwriter",
  coverageWithin10Days: MESSAGES.coverageWithin10Days,
  nothingChanges: "The cover is unchanged: leave out the cover changes for a wording-only endorsement",
  notQuotable: (peril: string, reason: string | null) =>
    `${peril} cannot be rated on the new terms${reason ? `: ${reason}` : ""}. Enter the underwriter's premium for it`,
  premiumOfUnchangedPeril: (peril: string) =>
    `${peril} keeps its terms and its premium: only a peril whose terms change takes a new premium`,
  premiumAmount: "Premium must be greater than 0",
  belowMinimumPremium: MESSAGES.belowMinimumPremium,
  promotionNotEnded: (until: string) => `Final sales can be reported once the promotional period has ended (after ${until})`,
  finalSalesAmount: "Final sales amount must be greater than 0",
  wrongKindChange: (kind: "EVENT" | "PROMOTION") =>
    kind === "EVENT" ? "An event's cover has no promotion dates" : "A promotion's cover has no event dates or hours",
} as const;

const reason = requiredLongText(REASON_MAX);

export const cancellationRequestSchema = z.object({
  reason,
  cancellationDate: requiredDate,
});
export type CancellationRequestInput = z.input<typeof cancellationRequestSchema>;

export const cancelPolicySchema = cancellationRequestSchema;
export type CancelPolicyInput = z.input<typeof cancelPolicySchema>;

export const rejectCancellationSchema = z.object({ reason });
export type RejectCancellationInput = z.input<typeof rejectCancellationSchema>;

const thresholdValue = z.union([z.string(), z.number()]).optional().nullable();

/**
 * A change of the cover carried by an endorsement: every part is optional and what is left out
 * stays as it is. `perils` is the whole new set of insured perils; `coverage` gives the threshold
 * and limit per day of a peril (a peril kept without an entry keeps its own).
 */
export const coverageChangeSchema = z
  .object({
    event: z
      .object({ dateFrom: requiredDate, dateUntil: requiredDate, hoursFrom: requiredTime, hoursTo: requiredTime })
      .superRefine((e, ctx) => {
        if (e.hoursFrom >= e.hoursTo) ctx.addIssue({ code: "custom", path: ["hoursTo"], message: MESSAGES.timeRange });
        if (isValidIsoDate(e.dateFrom) && isValidIsoDate(e.dateUntil) && e.dateUntil < e.dateFrom) {
          ctx.addIssue({ code: "custom", path: ["dateUntil"], message: MESSAGES.dateOrder });
        }
      })
      .optional(),
    promotion: z
      .object({ periodFrom: requiredDate, periodUntil: requiredDate, promotionDate: requiredDate })
      .superRefine((p, ctx) => {
        if (isValidIsoDate(p.periodFrom) && isValidIsoDate(p.periodUntil) && p.periodUntil < p.periodFrom) {
          ctx.addIssue({ code: "custom", path: ["periodUntil"], message: MESSAGES.dateOrder });
        }
      })
      .optional(),
    limitPerDay: limitMoney().optional(),
    perils: z
      .array(z.enum(PERILS, { error: "Unknown peril" }), { error: MESSAGES.atLeastOnePeril })
      .min(1, MESSAGES.atLeastOnePeril)
      .superRefine((perils, ctx) => {
        if (new Set(perils).size !== perils.length) ctx.addIssue({ code: "custom", message: "Each peril can be chosen once" });
        if (perils.includes("lightning") && !perils.includes("rainfall")) ctx.addIssue({ code: "custom", message: MESSAGES.lightning });
        if (perils.length === 1 && perils[0] === "adverseWeather")
          ctx.addIssue({ code: "custom", message: "Adverse weather needs at least one other peril" });
      })
      .optional(),
    coverage: z
      .partialRecord(
        z.enum(PERILS),
        z.object({ threshold: thresholdValue, limitPerDay: z.union([z.string(), z.number()]).optional().nullable() }),
      )
      .optional(),
    /**
     * The underwriter's premium of a peril priced again (added, or its terms or the dates changed),
     * in place of the rater's: how a peril the rater cannot price is endorsed (decisions D47, D104).
     */
    premiums: z.partialRecord(z.enum(PERILS), positiveMoney(POLICY_MESSAGES.premiumAmount)).optional(),
  })
  .strict();
export type CoverageChangeInput = z.input<typeof coverageChangeSchema>;
export type CoverageChange = z.output<typeof coverageChangeSchema>;

export const createEndorsementSchema = z.object({
  title: requiredText(ENDORSEMENT_TITLE_MAX),
  content: requiredLongText(ENDORSEMENT_CONTENT_MAX),
  changes: coverageChangeSchema.optional().nullable(),
});
export type CreateEndorsementInput = z.input<typeof createEndorsementSchema>;

export const finalSalesSchema = z.object({ finalSalesAmount: positiveMoney(POLICY_MESSAGES.finalSalesAmount) });
export type FinalSalesInput = z.input<typeof finalSalesSchema>;

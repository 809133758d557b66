import "server-only";
import Decimal from "decimal.js";
import { validationFailure, type ValidationDetail } from "@/lib/api/errors";
import { isoDate } from "@/lib/api/serialize";
import { formatCalendarDate } from "@/lib/format/date-time";
import { formatMoney } from "@/lib/format/money";
import { addCalendarDays } from "@/lib/policies/promotion-terms";
import { POLICY_MESSAGES, type CoverageChange } from "@/lib/policies/policy-action-schemas";
import { followsLimitPerDay } from "@/lib/policies/endorsement-preview";
import type { CoverageChangeLine } from "@/lib/policies/policy-dto";
import {
  checkCoverage,
  DEFAULT_THRESHOLDS,
  MAX_COVERAGE_DAYS,
  MESSAGES,
  PROMOTION_DATE_MIN_DAYS_AFTER_PERIOD,
  todayIso,
} from "@/lib/quotations/quotation-schema";
import { PERIL_LABELS, PERIL_THRESHOLD_UNITS, PERILS, type PerilName } from "@/lib/rater/perils";
import type { LockedPolicy } from "./policy-access";

// The cover an endorsement asks for (issue 11 item 5; decisions.md, D47): the current terms with
// the changes applied, checked with the wizard's own rules, the lines of the schedule of changes,
// and which perils the rater must price again. Pure: no database, no rater.

type Version = LockedPolicy["quotationVersion"];
type Parsed = CoverageChange;

export type EndorsedTerms = {
  /** Columns of the new terms version. */
  version: {
    datesOfCoverage: Date[];
    eventDateFrom: Date | null;
    eventDateUntil: Date | null;
    hoursOfCoverageFrom: string | null;
    hoursOfCoverageTo: string | null;
    promotionPeriodFrom: Date | null;
    promotionPeriodUntil: Date | null;
    promotionDate: Date | null;
    limitPerDay: string;
  };
  /** The insured perils after the change, in the spec's order. */
  perils: { peril: PerilName; threshold: string | null; limitPerDay: string }[];
  lines: CoverageChangeLine[];
  /** Perils whose premium the rater must work out again. */
  reRate: Set<PerilName>;
  /**
   * Perils priced again only because their limit per day changed (same threshold, same dates, not
   * dragged along as adverse weather is): an underwriter's premium of such a peril follows its limit.
   */
  limitOnly: Set<PerilName>;
  /** Every covered day after the change. */
  dates: string[];
};

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);
const day = (d: Date | null) => (d ? isoDate(d)! : null);
const range = (from: string | null, until: string | null) =>
  from && until ? `${formatCalendarDate(from)} – ${formatCalendarDate(until)}` : "—";
const decimalText = (d: { toString(): string } | null | undefined) =>
  d === null || d === undefined ? null : new Decimal(d.toString()).toString();
const sameAmount = (a: string | null, b: string | null) => (a === null || b === null ? a === b : new Decimal(a).equals(b));
const thresholdText = (peril: PerilName, t: string | null) =>
  t === null ? "—" : `${new Decimal(t).toString()} ${PERIL_THRESHOLD_UNITS[peril] ?? ""}`.trim();

function daysBetween(from: string, until: string): string[] {
  const out = [from];
  while (out.at(-1)! < until && out.length <= MAX_COVERAGE_DAYS) out.push(addCalendarDays(out.at(-1)!, 1));
  return out;
}

/** The current terms with `changes` applied, or VALIDATION_FAILURE with paths under `changes`. */
export function endorsedTerms(current: Version, changes: Parsed, today = todayIso()): EndorsedTerms {
  const issues: ValidationDetail[] = [];
  const issue = (path: string, message: string) => issues.push({ path: `changes.${path}`, message });
  const kind = current.kind === "PROMOTION" ? "PROMOTION" : "EVENT";
  const lines: CoverageChangeLine[] = [];
  let datesChanged = false;

  const version: EndorsedTerms["version"] = {
    datesOfCoverage: current.datesOfCoverage,
    eventDateFrom: current.eventDateFrom,
    eventDateUntil: current.eventDateUntil,
    hoursOfCoverageFrom: current.hoursOfCoverageFrom,
    hoursOfCoverageTo: current.hoursOfCoverageTo,
    promotionPeriodFrom: current.promotionPeriodFrom,
    promotionPeriodUntil: current.promotionPeriodUntil,
    promotionDate: current.promotionDate,
    limitPerDay: new Decimal(current.limitPerDay?.toString() ?? "0").toFixed(2),
  };

  if (changes.event) {
    if (kind !== "EVENT") issue("event", POLICY_MESSAGES.wrongKindChange(kind));
    else {
      const e = changes.event;
      const currentDays = current.datesOfCoverage.map((d) => isoDate(d)!).sort();
      const days = daysBetween(e.dateFrom, e.dateUntil);
      if (days.length > MAX_COVERAGE_DAYS) issue("event.dateUntil", MESSAGES.tooLong);
      if (e.dateFrom < today) issue("event.dateFrom", MESSAGES.pastDate);
      if (days.join() !== currentDays.join()) {
        datesChanged = true;
        lines.push({
          field: "event.dates",
          label: "Event dates",
          before: range(currentDays[0] ?? null, currentDays.at(-1) ?? null),
          after: range(e.dateFrom, e.dateUntil),
        });
        version.datesOfCoverage = days.map(asDate);
        version.eventDateFrom = asDate(e.dateFrom);
        version.eventDateUntil = asDate(e.dateUntil);
      }
      if (e.hoursFrom !== current.hoursOfCoverageFrom || e.hoursTo !== current.hoursOfCoverageTo) {
        datesChanged = true;
        lines.push({
          field: "event.hours",
          label: "Hours of coverage",
          before: current.hoursOfCoverageFrom ? `${current.hoursOfCoverageFrom}–${current.hoursOfCoverageTo}` : "—",
          after: `${e.hoursFrom}–${e.hoursTo}`,
        });
        version.hoursOfCoverageFrom = e.hoursFrom;
        version.hoursOfCoverageTo = e.hoursTo;
      }
    }
  }

  if (changes.promotion) {
    if (kind !== "PROMOTION") issue("promotion", POLICY_MESSAGES.wrongKindChange(kind));
    else {
      const p = changes.promotion;
      if (p.promotionDate < today) issue("promotion.promotionDate", MESSAGES.pastDate);
      else if (daysBetween(p.periodUntil, p.promotionDate).length - 1 < PROMOTION_DATE_MIN_DAYS_AFTER_PERIOD)
        issue("promotion.promotionDate", MESSAGES.promotionDate);
      if (p.periodFrom !== day(current.promotionPeriodFrom) || p.periodUntil !== day(current.promotionPeriodUntil)) {
        lines.push({
          field: "promotion.period",
          label: "Promotional period",
          before: range(day(current.promotionPeriodFrom), day(current.promotionPeriodUntil)),
          after: range(p.periodFrom, p.periodUntil),
        });
        version.promotionPeriodFrom = asDate(p.periodFrom);
        version.promotionPeriodUntil = asDate(p.periodUntil);
      }
      if (p.promotionDate !== day(current.promotionDate)) {
        datesChanged = true;
        lines.push({
          field: "promotion.date",
          label: "Promotion (draw) date",
          before: current.promotionDate ? formatCalendarDate(day(current.promotionDate)!) : "—",
          after: formatCalendarDate(p.promotionDate),
        });
        version.promotionDate = asDate(p.promotionDate);
      }
    }
  }

  const oldLimit = version.limitPerDay;
  if (changes.limitPerDay !== undefined && !new Decimal(changes.limitPerDay).equals(oldLimit)) {
    version.limitPerDay = new Decimal(changes.limitPerDay).toFixed(2);
    lines.push({ field: "limitPerDay", label: "Limit per day", before: formatMoney(oldLimit), after: formatMoney(version.limitPerDay) });
  }

  const insured = current.perils.filter((p) => p.selected);
  const before = new Map(insured.map((p) => [p.peril, p]));
  const wanted = new Set(changes.perils ?? insured.map((p) => p.peril));
  const perilNames = PERILS.filter((p) => wanted.has(p));
  const coverage: Record<string, { threshold?: unknown; limitPerDay?: unknown }> = {};
  for (const peril of perilNames) {
    const given = changes.coverage?.[peril];
    const had = before.get(peril);
    const hadLimit = had?.limitPerDay ? new Decimal(had.limitPerDay.toString()).toFixed(2) : null;
    const limit = given?.limitPerDay ?? (followsLimitPerDay(hadLimit, oldLimit) ? version.limitPerDay : hadLimit);
    coverage[peril] = {
      threshold: given?.threshold ?? decimalText(had?.threshold) ?? DEFAULT_THRESHOLDS[peril] ?? null,
      limitPerDay: limit,
    };
  }
  const checked = checkCoverage(perilNames, coverage, version.limitPerDay);
  for (const i of checked.issues) issue(i.path.join("."), i.message);
  if (issues.length > 0) throw validationFailure(issues);

  const added = perilNames.filter((p) => !before.has(p));
  const removed = insured.map((p) => p.peril).filter((p) => !wanted.has(p));
  if (added.length > 0 || removed.length > 0) {
    const names = (list: PerilName[]) => list.map((p) => PERIL_LABELS[p]).join(", ") || "—";
    lines.push({ field: "perils", label: "Insured perils", before: names(insured.map((p) => p.peril)), after: names(perilNames) });
  }
  const reRate = new Set<PerilName>(datesChanged ? perilNames : added);
  const thresholdChanged = new Set<PerilName>();
  const limitChanged = new Set<PerilName>();
  for (const option of checked.options) {
    const had = before.get(option.peril);
    if (!had) continue;
    const hadThreshold = decimalText(had.threshold);
    if (!sameAmount(hadThreshold, option.threshold)) {
      reRate.add(option.peril);
      thresholdChanged.add(option.peril);
      lines.push({
        field: `coverage.${option.peril}.threshold`,
        label: `${PERIL_LABELS[option.peril]} threshold`,
        before: thresholdText(option.peril, hadThreshold),
        after: thresholdText(option.peril, option.threshold),
      });
    }
    const hadLimit = had.limitPerDay ? new Decimal(had.limitPerDay.toString()).toFixed(2) : null;
    if (!sameAmount(hadLimit, option.limitPerDay)) {
      reRate.add(option.peril);
      limitChanged.add(option.peril);
      lines.push({
        field: `coverage.${option.peril}.limitPerDay`,
        label: `${PERIL_LABELS[option.peril]} limit per day`,
        before: hadLimit ? formatMoney(hadLimit) : "—",
        after: formatMoney(option.limitPerDay),
      });
    }
  }
  // Adverse weather is priced on the other perils' thresholds: it moves with them.
  const dragged =
    wanted.has("adverseWeather") && (added.length > 0 || removed.length > 0 || [...reRate].some((p) => p !== "adverseWeather"));
  if (dragged) reRate.add("adverseWeather");
  const limitOnly = new Set(
    datesChanged ? [] : [...limitChanged].filter((p) => !thresholdChanged.has(p) && !(p === "adverseWeather" && dragged)),
  );
  if (lines.length === 0) throw validationFailure([{ path: "changes", message: POLICY_MESSAGES.nothingChanges }]);

  const dates = kind === "PROMOTION" ? [day(version.promotionDate)!] : version.datesOfCoverage.map((d) => isoDate(d)!).sort();
  return { version, perils: checked.options, lines, reRate, limitOnly, dates };
}

import type { ClaimOrigin, ClaimStatus, DeterminationResult, DeterminationSource, Peril } from "@/generated/prisma/client";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { storeFile } from "@/server/storage/file-storage";
import { useTemporaryFileStorage } from "../support/binding";
import { demoActor } from "../support/factories";
import { issuedPolicy, type IssuedPolicyOptions } from "../support/invoice-factory";
import { smallPdf } from "../support/quotation-factory";

// Helpers of the claims tests: the five kinds of reader, policies written straight to the
// database (tests/support/invoice-factory.ts), and claims with their loss determinations and
// files written with Prisma as the determination engine would leave them.

export type ClaimActors = {
  admin: Actor;
  underwriter: Actor;
  /** broker@example.com, Brightline (VIEW_COMPANY_INDICATIONS): the broker of the policies made here. */
  broker: Actor;
  /** broker.own@example.com, Brightline, VIEW_MY_INDICATIONS: a colleague who does not own the policies. */
  ownOnlyBroker: Actor;
  /** broker@harbor.example.com: a broker of another company. */
  otherBroker: Actor;
};

/** A station of the tests' own, named in the directory's capitals and abbreviations. */
export const TEST_STATION = { id: "USTEST000001", name: "ALBANY INTL AP" };

/** The demo users, a temporary file store, and a station of the tests' own (whatever weather was imported). */
export async function claimSetup(): Promise<ClaimActors> {
  useTemporaryFileStorage();
  await db.weatherStation.upsert({
    where: { id: TEST_STATION.id },
    create: { id: TEST_STATION.id, name: TEST_STATION.name, state: "NY", latitude: 42.7477, longitude: -73.7991 },
    update: {},
  });
  return {
    admin: await demoActor("admin@example.com"),
    underwriter: await demoActor("underwriter@example.com"),
    broker: await demoActor("broker@example.com"),
    ownOnlyBroker: await demoActor("broker.own@example.com"),
    otherBroker: await demoActor("broker@harbor.example.com"),
  };
}

/** A LIVE policy of `owner` (rainfall 0.5 in and maximum temperature 95 °F, 10,000.00 a day each unless told otherwise). */
export async function policyOf(owner: Actor, options: Partial<IssuedPolicyOptions> = {}) {
  const { policy } = await issuedPolicy({ brokerUserId: owner.id, brokerCompanyId: owner.companyId, ...options });
  return policy;
}

export type DayRow = {
  date: string;
  peril: Peril;
  result: DeterminationResult;
  limitPerDay?: string;
  observed?: string | null;
  threshold?: string | null;
  unit?: string | null;
  detail?: string | null;
  source?: DeterminationSource;
  stationId?: string | null;
};

export type ClaimOptions = {
  status?: ClaimStatus;
  origin?: ClaimOrigin;
  days?: DayRow[];
  amounts?: { gross: string; deductibleApplied: string; aggregateRemaining: string; amount: string } | null;
  notice?: { dates: string[]; perils: Peril[]; description: string };
  /** When the claim was approved or declined (APPROVED, PAID, DECLINED). */
  decidedAt?: Date;
  createdAt?: Date;
};

const asDate = (iso: string) => new Date(`${iso}T00:00:00Z`);

/** A claim of the policy with its loss determinations, numbered after the policy's claims so far. */
export async function claimOf(
  policy: { id: number; policyNumber: string; brokerCompanyId: number; brokerUserId: number },
  options: ClaimOptions = {},
) {
  const status = options.status ?? "DETERMINED";
  const n = (await db.claim.count({ where: { policyId: policy.id } })) + 1;
  const determined = status !== "NOTIFIED";
  const amounts = options.amounts ?? null;
  const claim = await db.claim.create({
    data: {
      claimNumber: `${policy.policyNumber}-C${n}`,
      policyId: policy.id,
      brokerCompanyId: policy.brokerCompanyId,
      brokerUserId: policy.brokerUserId,
      status,
      origin: options.origin ?? (options.notice ? "LOSS_NOTICE" : "AUTOMATIC"),
      grossAmount: amounts?.gross ?? null,
      deductibleApplied: amounts?.deductibleApplied ?? null,
      aggregateRemaining: amounts?.aggregateRemaining ?? null,
      amount: amounts?.amount ?? null,
      noticeDates: options.notice?.dates.map(asDate) ?? [],
      noticePerils: options.notice?.perils ?? [],
      noticeDescription: options.notice?.description ?? null,
      determinedAt: determined ? new Date() : null,
      decidedAt: options.decidedAt ?? (["APPROVED", "PAID", "DECLINED"].includes(status) ? new Date() : null),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    },
  });
  for (const day of options.days ?? []) {
    const source = day.source ?? "STATION";
    await db.lossDetermination.create({
      data: {
        policyId: policy.id,
        claimId: claim.id,
        date: asDate(day.date),
        peril: day.peril,
        result: day.result,
        source,
        stationId: day.stationId === undefined ? (source === "STATION" ? TEST_STATION.id : null) : day.stationId,
        observed: day.observed ?? null,
        threshold: day.threshold ?? null,
        unit: day.unit ?? null,
        detail: day.detail ?? null,
        limitPerDay: day.limitPerDay ?? "10000.00",
        determinedAt: day.result === "NO_DATA" ? null : new Date(),
      },
    });
  }
  return claim;
}

/** A rainy day at the test station: rainfall triggered at 0.5 in (0.62 in fell), the heat did not reach 95 °F. */
export function rainyDay(date: string, rainLimit = "10000.00", heatLimit = "10000.00"): DayRow[] {
  return [
    {
      date,
      peril: "maximumTemperature",
      result: "NOT_TRIGGERED",
      observed: "88.2",
      threshold: "95",
      unit: "°F",
      detail: "88.2 °F",
      limitPerDay: heatLimit,
    },
    {
      date,
      peril: "rainfall",
      result: "TRIGGERED",
      observed: "0.62",
      threshold: "0.5",
      unit: "in",
      detail: "0.62 in",
      limitPerDay: rainLimit,
    },
  ];
}

/** A claim file (a loss notice attachment or a report) stored through the storage interface. */
export async function claimFileOf(claimId: number, kind: "LOSS_NOTICE" | "OBSERVER_REPORT" | "LIGHTNING_REPORT", fileName = "report.pdf") {
  return db.$transaction(async (tx) => {
    const file = await storeFile(tx, {
      bytes: smallPdf(),
      fileName,
      contentType: "application/pdf",
      createdById: null,
      folder: "claim-files",
    });
    return tx.claimFile.create({ data: { claimId, fileId: file.id, kind } });
  });
}

/** Counts of the rows the claim actions write, across the whole database. */
export async function claimCounts() {
  const [audit, emails, claims] = await Promise.all([db.auditEvent.count(), db.emailOutbox.count(), db.claim.count()]);
  return { audit, emails, claims };
}

const plain = (value: unknown) => JSON.parse(JSON.stringify(value, (_k, v) => (typeof v === "bigint" ? v.toString() : v)));

/** The claim row and its determinations, and the audit trail as a whole: what a refused action must leave as it was. */
export async function claimSnapshot(claimId: number) {
  const claim = await db.claim.findUniqueOrThrow({ where: { id: claimId }, include: { determinations: { orderBy: { id: "asc" } } } });
  const audit = await db.auditEvent.aggregate({ _count: { _all: true }, _max: { id: true } });
  return plain({ claim, audit });
}

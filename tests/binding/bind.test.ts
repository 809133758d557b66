import { beforeAll, describe, expect, it } from "vitest";
import { BIND_MESSAGES, bindSchema } from "@/lib/quotations/bind-schema";
import { parseInput } from "@/server/http/parse-input";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { listBinders } from "@/server/binders/list-binders";
import { bindQuotation } from "@/server/quotations/bind-quotation";
import { listQuotationHistory } from "@/server/quotations/list-quotation-history";
import { bindCounts, onlyBinderCoveringToday, policyNumber, quotationWithApplication, useTemporaryFileStorage } from "../support/binding";
import { demoActor } from "../support/factories";
import { quotationInStatus, quotationSnapshot } from "../support/quotation-factory";

// Bind (spec §5: "policy number cannot be empty", unique; issue 6 item 4: the binder whose period
// covers the bind date, refused when its remaining capacity is short). Every refusal leaves the
// quotation, the policies, invoices, audit and emails as they were. The factory's quotation covers
// one day at 10,000.00 a day, so its aggregate limit is 10,000.00 a covered day.

let admin: Actor;
let underwriter: Actor;
let broker: Actor;

beforeAll(async () => {
  useTemporaryFileStorage();
  admin = await demoActor("admin@example.com");
  underwriter = await demoActor("underwriter@example.com");
  broker = await demoActor("broker@example.com");
});

type Settled =
  | { ok: true; label: string; value: unknown }
  | { ok: false; label: string; error: { code?: string; status?: number; details?: { path: string; message: string }[] } };

/** Starts every call in the same tick and waits for all of them. */
function race(calls: { label: string; run: () => Promise<unknown> }[]): Promise<Settled[]> {
  return Promise.all(
    calls.map(({ label, run }) =>
      run().then(
        (value): Settled => ({ ok: true, label, value }),
        (error): Settled => ({ ok: false, label, error }),
      ),
    ),
  );
}

/** Runs a refused bind and checks that it changed nothing. */
async function expectRefusedBind(actor: Actor, quotationId: number, body: unknown, path: string, message: string | RegExp) {
  const before = await quotationSnapshot(quotationId);
  const counts = await bindCounts();
  // The body goes through the operation's schema, as the route parses it (after the row lock).
  const error = await bindQuotation(actor, quotationId, () => parseInput(bindSchema, body ?? {})).then(
    () => null,
    (e) => e,
  );
  expect(error, "the bind is refused").not.toBeNull();
  expect(error).toMatchObject({ code: "VALIDATION_FAILURE", status: 400 });
  expect(error.details).toHaveLength(1);
  expect(error.details[0].path).toBe(path);
  if (typeof message === "string") expect(error.details[0].message).toBe(message);
  else expect(error.details[0].message).toMatch(message);
  expect(await quotationSnapshot(quotationId), "the quotation is unchanged").toEqual(before);
  expect(await bindCounts(), "no policy, invoice, audit event or email").toEqual(counts);
}

describe("bind: validation", () => {
  it.each([
    ["empty", { policyNumber: "" }],
    ["blank", { policyNumber: "   \t " }],
    ["left out", {}],
    ["null", { policyNumber: null }],
    ["no body", undefined],
  ])("a policy number %s: Policy number cannot be empty", async (_label, body) => {
    const q = await quotationWithApplication(broker);
    await expectRefusedBind(underwriter, q.id, body, "policyNumber", BIND_MESSAGES.policyNumberEmpty);
  });

  it("a policy number already used, however it is spelled", async () => {
    const first = await quotationWithApplication(broker);
    const number = policyNumber();
    const bound = await bindQuotation(underwriter, first.id, { policyNumber: number });
    expect(bound.policyNumber).toBe(number);
    const second = await quotationWithApplication(broker);
    await expectRefusedBind(underwriter, second.id, { policyNumber: number }, "policyNumber", BIND_MESSAGES.policyNumberTaken);
    await expectRefusedBind(
      admin,
      second.id,
      { policyNumber: `  ${number.toLowerCase()} ` },
      "policyNumber",
      BIND_MESSAGES.policyNumberTaken,
    );
  });

  it("too long, or with other characters", async () => {
    const q = await quotationWithApplication(broker);
    await expectRefusedBind(underwriter, q.id, { policyNumber: "W".repeat(51) }, "policyNumber", BIND_MESSAGES.policyNumberTooLong);
    await expectRefusedBind(underwriter, q.id, { policyNumber: "WEP<script>" }, "policyNumber", BIND_MESSAGES.policyNumberCharacters);
  });

  it("no application document on file (an underwriter binding straight from SIGNED)", async () => {
    const q = await quotationInStatus("SIGNED", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    await expectRefusedBind(underwriter, q.id, { policyNumber: policyNumber() }, "documents", BIND_MESSAGES.noApplicationDocument);
    const untyped = await quotationWithApplication(broker, { type: null });
    await expectRefusedBind(underwriter, untyped.id, { policyNumber: policyNumber() }, "documents", BIND_MESSAGES.untypedDocument);
  });

  it("no binder covers today", async () => {
    await db.binder.updateMany({ data: { from: new Date(Date.UTC(2000, 0, 1)), until: new Date(Date.UTC(2000, 11, 31)) } });
    const q = await quotationWithApplication(broker);
    await expectRefusedBind(
      underwriter,
      q.id,
      { policyNumber: policyNumber() },
      "binder",
      /^No binder covers \d{2}\/\d{2}\/\d{4}: an admin must add one under Settings › Binders$/,
    );
  });

  it("the binder's remaining capacity is below the aggregate limit", async () => {
    const binder = await onlyBinderCoveringToday("25000.00");
    // A live policy of 10,000 leaves 15,000; a two-day quotation needs 20,000.
    const first = await quotationWithApplication(broker, { eventDays: 1 });
    await bindQuotation(underwriter, first.id, { policyNumber: policyNumber() });
    const q = await quotationWithApplication(broker, { eventDays: 2 });
    await expectRefusedBind(
      underwriter,
      q.id,
      { policyNumber: policyNumber() },
      "binder",
      BIND_MESSAGES.binderCapacity(binder.uniqueMarketReference, "$15,000.00", "$20,000.00"),
    );
    await bindQuotation(underwriter, (await quotationWithApplication(broker, { eventDays: 1 })).id, { policyNumber: policyNumber() });
    // 5,000 left: a quotation whose only option covers 5,000 a day fits exactly.
    const fits = await quotationWithApplication(broker, {
      perils: [{ peril: "rainfall", threshold: "0.5", limitPerDay: "5000.00", rate: "0.08", premium: "400.00" }],
    });
    const sized = await bindQuotation(underwriter, fits.id, { policyNumber: policyNumber() });
    expect(sized.aggregateLimit).toBe("5000.00");
    expect(sized.binder.uniqueMarketReference).toBe(binder.uniqueMarketReference);
    const { items } = await listBinders(admin, "http://portal.test/api/binder");
    expect(items.find((b) => b.id === binder.id)).toMatchObject({ capacityUsed: "25000.00", capacityRemaining: "0.00" });
    const full = await quotationWithApplication(broker, { eventDays: 1 });
    await expectRefusedBind(
      underwriter,
      full.id,
      { policyNumber: policyNumber() },
      "binder",
      BIND_MESSAGES.binderCapacity(binder.uniqueMarketReference, "$0.00", "$10,000.00"),
    );
  });

  it("a cancelled policy frees its capacity (D38), a cancellation only requested does not", async () => {
    const binder = await onlyBinderCoveringToday("20000.00");
    const a = await bindQuotation(underwriter, (await quotationWithApplication(broker)).id, { policyNumber: policyNumber() });
    const b = await bindQuotation(underwriter, (await quotationWithApplication(broker)).id, { policyNumber: policyNumber() });
    const q = await quotationWithApplication(broker);
    await db.policy.update({ where: { id: a.id }, data: { status: "CANCELLATION_REQUESTED" } });
    await expectRefusedBind(
      underwriter,
      q.id,
      { policyNumber: policyNumber() },
      "binder",
      BIND_MESSAGES.binderCapacity(binder.uniqueMarketReference, "$0.00", "$10,000.00"),
    );
    await db.policy.update({ where: { id: b.id }, data: { status: "CANCELLED" } });
    const bound = await bindQuotation(underwriter, q.id, { policyNumber: policyNumber() });
    expect(bound.binder.id).toBe(binder.id);
    const { items } = await listBinders(admin, "http://portal.test/api/binder");
    expect(items.find((x) => x.id === binder.id)).toMatchObject({ capacityUsed: "20000.00", capacityRemaining: "0.00" });
  });

  it("of two binders covering today, the older one first, the next when the older is full", async () => {
    const older = await onlyBinderCoveringToday("10000.00");
    const year = new Date().getUTCFullYear();
    const newer = await db.binder.create({
      data: {
        uniqueMarketReference: `B0999NEWER${year}`,
        value: "50000.00",
        from: new Date(Date.UTC(year, 0, 1)),
        until: new Date(Date.UTC(year + 1, 11, 31)),
      },
    });
    const first = await bindQuotation(underwriter, (await quotationWithApplication(broker)).id, { policyNumber: policyNumber() });
    expect(first.binder.id).toBe(older.id);
    const second = await bindQuotation(underwriter, (await quotationWithApplication(broker)).id, { policyNumber: policyNumber() });
    expect(second.binder.id).toBe(newer.id);
  });
});

describe("bind: concurrency", () => {
  it("20 concurrent binds of one quotation create exactly one policy and one invoice; the others are 409", async () => {
    await onlyBinderCoveringToday("25000000.00");
    const q = await quotationWithApplication(broker, { status: "READY_TO_BIND" });
    const counts = await bindCounts();
    const results = await race(
      Array.from({ length: 20 }, (_, i) => ({
        label: `bind ${i}`,
        run: () => bindQuotation(i % 2 === 0 ? underwriter : admin, String(q.id), { policyNumber: policyNumber("RACE") }),
      })),
    );
    const winners = results.filter((r) => r.ok);
    const losers = results.filter((r): r is Extract<Settled, { ok: false }> => !r.ok);
    expect(losers.map((r) => `${r.error.code} ${r.error.status}`)).toEqual(Array(19).fill("INVALID_STATE_TRANSITION 409"));
    expect(winners).toHaveLength(1);

    const policies = await db.policy.findMany({ where: { quotationId: q.id }, include: { invoices: true } });
    expect(policies).toHaveLength(1);
    expect(policies[0].invoices).toHaveLength(1);
    expect((winners[0].value as { policyNumber: string }).policyNumber).toBe(policies[0].policyNumber);
    const after = await bindCounts();
    expect(after.policies - counts.policies).toBe(1);
    expect(after.invoices - counts.invoices).toBe(1);
    expect(after.emails - counts.emails, "one email to the broker").toBe(1);
    expect(after.audit - counts.audit, "quotation.bind and policy.bind").toBe(2);
    expect((await db.quotation.findUniqueOrThrow({ where: { id: q.id } })).status).toBe("BOUND");
    const history = await listQuotationHistory(admin, q.id);
    expect(history.filter((e) => e.action === "quotation.bind")).toHaveLength(1);
  });

  it("two concurrent binds of different quotations on a nearly full binder: one succeeds, the other is refused and leaves nothing", async () => {
    for (let round = 0; round < 4; round++) {
      // 15,000 of capacity: room for one 10,000 policy, not two.
      const binder = await onlyBinderCoveringToday("15000.00");
      const a = await quotationWithApplication(broker);
      const b = await quotationWithApplication(broker);
      const snapshots = { a: await quotationSnapshot(a.id), b: await quotationSnapshot(b.id) };
      const counts = await bindCounts();
      const calls = [
        { label: "a", run: () => bindQuotation(underwriter, a.id, { policyNumber: policyNumber("CAP") }) },
        { label: "b", run: () => bindQuotation(admin, b.id, { policyNumber: policyNumber("CAP") }) },
      ];
      if (round % 2 === 1) calls.reverse();
      const results = await race(calls);
      const winners = results.filter((r) => r.ok);
      const losers = results.filter((r): r is Extract<Settled, { ok: false }> => !r.ok);
      expect(winners).toHaveLength(1);
      expect(losers).toHaveLength(1);
      expect(losers[0].error).toMatchObject({
        code: "VALIDATION_FAILURE",
        details: [{ path: "binder", message: BIND_MESSAGES.binderCapacity(binder.uniqueMarketReference, "$5,000.00", "$10,000.00") }],
      });
      const loser = losers[0].label as "a" | "b";
      expect(await quotationSnapshot(loser === "a" ? a.id : b.id)).toEqual(snapshots[loser]);
      const after = await bindCounts();
      expect(after.policies - counts.policies).toBe(1);
      expect(after.invoices - counts.invoices).toBe(1);
      const used = await db.policy.aggregate({ where: { binderId: binder.id }, _sum: { aggregateLimit: true } });
      expect(used._sum.aggregateLimit?.toFixed(2)).toBe("10000.00");
    }
  });

  it("two concurrent binds of different quotations with one policy number: one policy, the other refused by the unique index with the same message", async () => {
    await onlyBinderCoveringToday("25000000.00");
    for (let round = 0; round < 4; round++) {
      const a = await quotationWithApplication(broker);
      const b = await quotationWithApplication(broker);
      const snapshots = { a: await quotationSnapshot(a.id), b: await quotationSnapshot(b.id) };
      const counts = await bindCounts();
      const number = policyNumber("DUP");
      const results = await race([
        { label: "a", run: () => bindQuotation(underwriter, a.id, { policyNumber: number }) },
        { label: "b", run: () => bindQuotation(underwriter, b.id, { policyNumber: number.toLowerCase() }) },
      ]);
      const losers = results.filter((r): r is Extract<Settled, { ok: false }> => !r.ok);
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(losers).toHaveLength(1);
      expect(losers[0].error).toMatchObject({
        code: "VALIDATION_FAILURE",
        status: 400,
        details: [{ path: "policyNumber", message: BIND_MESSAGES.policyNumberTaken }],
      });
      const loser = losers[0].label as "a" | "b";
      expect(await quotationSnapshot(loser === "a" ? a.id : b.id), "the loser is still SIGNED, unchanged").toEqual(snapshots[loser]);
      const after = await bindCounts();
      expect(after.policies - counts.policies).toBe(1);
      expect(after.invoices - counts.invoices).toBe(1);
      expect(after.audit - counts.audit).toBe(2);
      expect(after.emails - counts.emails).toBe(1);
      expect(await db.policy.count({ where: { policyNumber: number } })).toBe(1);
    }
  });

  it("a policy number taken by a transaction that commits while the bind waits: the unique index refuses it, mapped to the same message", async () => {
    const binder = await onlyBinderCoveringToday("25000000.00");
    const q = await quotationWithApplication(broker);
    const other = await quotationInStatus("BOUND", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const number = policyNumber("HELD");
    const before = await quotationSnapshot(q.id);
    const counts = await bindCounts();

    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let inserted!: () => void;
    const insertedRow = new Promise<void>((resolve) => (inserted = resolve));
    // Another writer holds an uncommitted policy with the number: the bind's own check cannot see it.
    const holder = db.$transaction(
      async (tx) => {
        await tx.policy.create({
          data: {
            policyNumber: number,
            quotationId: other.id,
            quotationVersionId: other.version.id,
            brokerCompanyId: broker.companyId,
            brokerUserId: broker.id,
            binderId: binder.id,
            insuredName: "Held",
            kind: "EVENT",
            itemName: "Held",
            dateFrom: new Date(),
            dateUntil: new Date(),
            aggregateLimit: "1000",
            premium: "100",
          },
        });
        inserted();
        await released;
      },
      { timeout: 20_000 },
    );
    await insertedRow;
    const bind = bindQuotation(underwriter, q.id, { policyNumber: number }).then(
      () => null,
      (e) => e,
    );
    // Wait until the bind is blocked on the unique index (a lock it has not been granted).
    let blocked = false;
    for (let i = 0; i < 250 && !blocked; i++) {
      const [{ waiting }] = await db.$queryRaw<
        { waiting: bigint }[]
      >`SELECT count(*) AS waiting FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid WHERE NOT l.granted AND a.datname = current_database()`;
      blocked = waiting > 0n;
      if (!blocked) await new Promise((r) => setTimeout(r, 20));
    }
    expect(blocked, "the bind waits on the uncommitted policy number").toBe(true);
    release();
    await holder;
    const error = await bind;
    expect(error).toMatchObject({
      code: "VALIDATION_FAILURE",
      status: 400,
      details: [{ path: "policyNumber", message: BIND_MESSAGES.policyNumberTaken }],
    });
    expect(await quotationSnapshot(q.id)).toEqual(before);
    const after = await bindCounts();
    expect(after).toEqual({ ...counts, policies: counts.policies + 1 });
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import type { z } from "zod";
import * as quotationsApi from "@/lib/api/operations/quotations";
import * as signingApi from "@/lib/api/operations/signing";
import type { Actor } from "@/server/auth/actor";
import { parseInput } from "@/server/http/parse-input";
import { reviewQuotation } from "@/server/quotations/review-quotation";
import { selectQuotationOptions } from "@/server/quotations/select-quotation-options";
import { createSigningLink } from "@/server/signing/create-signing-link";
import { company, demoActor, signedIn, user } from "../support/factories";
import { quotationInStatus, quotationSnapshot } from "../support/quotation-factory";

// Decision D82 for the quotation actions: who may see the quotation (404), whether the role may
// act (403) and whether the status allows it (409) are answered before the body is looked at
// (400). The body is given as the route gives it: parsed with the description's schema when the
// use case asks for it.

let underwriter: Actor;
let broker: Actor;
let stranger: Actor;

const lazy =
  <S extends z.ZodType>(schema: S, raw: unknown) =>
  () =>
    parseInput(schema, raw);
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "succeeded",
    (e: { code?: string }) => e.code,
  );

beforeAll(async () => {
  underwriter = await demoActor("underwriter@example.com");
  broker = await demoActor("broker@example.com");
  const other = await company({ name: `Northgate Brokers ${Date.now()}` });
  stranger = await signedIn((await user({ companyId: other.id, permissionLevel: "VIEW_COMPANY_INDICATIONS" })).email);
});

describe("quotation actions answer who and when before what (D82)", () => {
  it("review with an invalid body: 404, 403 and 409 before 400, and nothing changes", async () => {
    const bad = lazy(quotationsApi.reviewQuotation.body, { decision: "maybe" });
    const referred = await quotationInStatus("REFERRED_TO_UNDERWRITER", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const ready = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const before = await quotationSnapshot(referred.id);

    expect(await codeOf(reviewQuotation(stranger, referred.id, bad))).toBe("RESOURCE_NOT_FOUND");
    expect(await codeOf(reviewQuotation(broker, referred.id, bad))).toBe("FORBIDDEN");
    expect(await codeOf(reviewQuotation(underwriter, ready.id, bad))).toBe("INVALID_STATE_TRANSITION");
    expect(await codeOf(reviewQuotation(underwriter, referred.id, bad))).toBe("VALIDATION_FAILURE");
    expect(await quotationSnapshot(referred.id)).toEqual(before);
  });

  it("select options and the signing link: the role and the status before the body", async () => {
    const ready = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId });
    const noOptions = lazy(quotationsApi.selectQuotationOptions.body, { perils: [] });
    expect(await codeOf(selectQuotationOptions(underwriter, ready.id, noOptions))).toBe("FORBIDDEN");
    expect(await codeOf(selectQuotationOptions(broker, ready.id, noOptions))).toBe("VALIDATION_FAILURE");

    const badIntent = lazy(signingApi.createSigningLink.body, { intent: "share" });
    expect(await codeOf(createSigningLink(stranger, ready.id, badIntent))).toBe("RESOURCE_NOT_FOUND");
    expect(await codeOf(createSigningLink(broker, ready.id, badIntent))).toBe("INVALID_STATE_TRANSITION");
  });
});

import { expect, test } from "@playwright/test";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import type { QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { anonymousApi, eventForm, isoDay, signInApi, type ApiAnswer, type ApiUser } from "./support/api-client";

// The quotation HTTP API as an independent client sees it (spec §2–§6, docs/api.md "Quotations"):
// each demo user signs in through POST /api/login with its own cookie jar, creates quotations
// through the API on a database that starts without any, and checks visibility, validation,
// refused transitions, concurrency and the happy path through HTTP answers alone. The messages are
// the spec's, written out here rather than imported.

const BRIGHTLINE = "Brightline Brokers";
const HARBOR = "Harbor Insurance Agency";
const MINIMUM_PREMIUM_REASON = "Calculated Premium is below Minimum Premium";
const ONSITE_REASON = "An on-site observer hired by the insured needs the underwriter's approval";

/** A small but well-formed PDF: the portal recognises documents from their bytes. */
const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n" +
    "trailer <</Root 1 0 R>>\n%%EOF\n",
  "latin1",
);

let admin: ApiUser;
let underwriter: ApiUser;
let broker: ApiUser; // Brightline, VIEW_COMPANY_INDICATIONS
let brokerOwn: ApiUser; // Brightline, VIEW_MY_INDICATIONS
let harbor: ApiUser; // Harbor

test.beforeAll(async () => {
  [admin, underwriter, broker, brokerOwn, harbor] = await Promise.all(
    ["admin@example.com", "underwriter@example.com", "broker@example.com", "broker.own@example.com", "broker@harbor.example.com"].map(
      (email) => signInApi(email),
    ),
  );
});

test.afterAll(async () => {
  await Promise.all([admin, underwriter, broker, brokerOwn, harbor].filter(Boolean).map((u) => u.dispose()));
});

function expectError(answer: ApiAnswer, status: number, code: string) {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error?.code, JSON.stringify(answer.body)).toBe(code);
}

function expectOk<T>(answer: ApiAnswer<T>, status = 200): T {
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  return answer.body.data as T;
}

/** A submitted quotation of `owner` that the underwriter has brought to READY when it was referred. */
async function readyQuotation(owner: ApiUser, overrides: Parameters<typeof eventForm>[1] = {}): Promise<QuotationDetailsDto> {
  const submitted = await owner.submitted(eventForm(owner.id, overrides));
  if (submitted.status === "READY") return submitted;
  expect(submitted.status).toBe("REFERRED_TO_UNDERWRITER");
  const premiums = Object.fromEntries(submitted.current.perils.map((p) => [p.peril, "1500"]));
  const reviewed = expectOk(
    await underwriter.post<QuotationDetailsDto>(`/api/quotation/${submitted.id}/review`, {
      decision: "amend",
      premiums,
      note: "Brought to ready for the test",
    }),
  );
  expect(reviewed.status).toBe("READY");
  return owner.quotation(submitted.id);
}

test("each broker sees its own scope, the others' quotations answer 404 on every call, and nobody calls anonymously", async () => {
  const brightline = await broker.submitted(eventForm(broker.id, { applicant: { name: "Brightline Company Fair" } }));
  const own = await brokerOwn.submitted(eventForm(brokerOwn.id, { applicant: { name: "Own Book Concert" } }));
  const harbors = await harbor.submitted(eventForm(harbor.id, { applicant: { name: "Harbor Regatta" } }));
  for (const q of [brightline, own, harbors]) expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(q.status);
  expect(brightline.brokerCompany.name).toBe(BRIGHTLINE);
  expect(own.brokerUser.email).toBe("broker.own@example.com");
  expect(harbors.brokerCompany.name).toBe(HARBOR);

  // A document on Brightline's quotation, for the document calls below.
  const upload = await broker.request.post(`/api/quotation/${brightline.id}/document`, {
    multipart: { file: { name: "iwo.pdf", mimeType: "application/pdf", buffer: PDF }, type: "IWO" },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const document = (await upload.json()).data as { id: number; fileName: string; type: string; typeName: string };
  expect(document).toMatchObject({ fileName: "iwo.pdf", type: "IWO", typeName: "IWO" });
  const file = await broker.request.get(`/api/quotation/${brightline.id}/document/${document.id}`);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toContain("application/pdf");
  expect(Buffer.from(await file.body()).equals(PDF)).toBe(true);

  // Lists: broker.own only its own; broker@example.com all of Brightline's; Harbor only Harbor's.
  const ownIds = await brokerOwn.listedIds();
  expect(ownIds).toContain(own.id);
  expect(ownIds).not.toContain(brightline.id);
  expect(ownIds).not.toContain(harbors.id);
  for (const id of ownIds) expect((await brokerOwn.quotation(id)).brokerUser.email).toBe("broker.own@example.com");

  const companyIds = await broker.listedIds();
  expect(companyIds).toEqual(expect.arrayContaining([brightline.id, own.id]));
  expect(companyIds).not.toContain(harbors.id);
  for (const id of companyIds) expect((await broker.quotation(id)).brokerCompany.name).toBe(BRIGHTLINE);
  expect((await broker.quotation(own.id)).id).toBe(own.id);

  const harborIds = await harbor.listedIds();
  expect(harborIds).toContain(harbors.id);
  expect(harborIds).not.toContain(brightline.id);
  expect(harborIds).not.toContain(own.id);
  for (const id of harborIds) expect((await harbor.quotation(id)).brokerCompany.name).toBe(HARBOR);

  for (const staff of [underwriter, admin]) {
    expect(await staff.listedIds()).toEqual(expect.arrayContaining([brightline.id, own.id, harbors.id]));
    for (const q of [brightline, own, harbors]) expect((await staff.quotation(q.id)).quotationNumber).toBe(q.quotationNumber);
  }

  // Every call on a quotation outside the caller's scope is 404, never 403, and changes nothing.
  const before = await broker.snapshot(brightline.id);
  const base = `/api/quotation/${brightline.id}`;
  for (const outsider of [brokerOwn, harbor]) {
    const calls: [string, () => Promise<ApiAnswer>][] = [
      ["GET details", () => outsider.get(base)],
      ["GET history", () => outsider.get(`${base}/history`)],
      ["PATCH draft", () => outsider.call("PATCH", base, { applicant: { name: "Taken over" }, wizardStep: 1 })],
      ["submit", () => outsider.post(`${base}/submit`)],
      ["submit with values", () => outsider.post(`${base}/submit`, eventForm(outsider.id))],
      ["revise", () => outsider.post(`${base}/revise`, eventForm(outsider.id))],
      ["copy", () => outsider.post(`${base}/copy`)],
      ["create with copiedFromId", () => outsider.post("/api/quotation", { wizardStep: 0, copiedFromId: brightline.id })],
      ["review", () => outsider.post(`${base}/review`, { decision: "accept" })],
      ["request-referral", () => outsider.post(`${base}/request-referral`, { reason: "Please look" })],
      [
        "select-options",
        () => outsider.post(`${base}/select-options`, { perils: ["rainfall"], claimsVerificationSource: "CLOSEST_WEATHER_STATION" }),
      ],
      ["pre-bound-referral", () => outsider.post(`${base}/pre-bound-referral`, { decision: "accept" })],
      ["cancel", () => outsider.post(`${base}/cancel`, { reason: "Not ours" })],
      ["assign broker", () => outsider.call("PUT", `${base}/broker`, { brokerUserId: outsider.id })],
      [
        "update insured",
        () =>
          outsider.call("PUT", `${base}/insured`, {
            name: "X",
            email: "",
            street: "1 Main St",
            city: "New York",
            state: "NY",
            zipCode: "10024",
          }),
      ],
      ["set document type", () => outsider.call("PATCH", `${base}/document/${document.id}`, { type: "OTHER_APPLICATION_FORM" })],
      ["GET document", () => outsider.get(`${base}/document/${document.id}`)],
      [
        "upload document",
        async () => {
          const response = await outsider.request.post(`${base}/document`, {
            multipart: { file: { name: "form.pdf", mimeType: "application/pdf", buffer: PDF } },
          });
          return { status: response.status(), body: await response.json() };
        },
      ],
    ];
    for (const [name, call] of calls) {
      const answer = await call();
      expect(`${outsider.email} ${name}: ${answer.status} ${answer.body.error?.code}`).toBe(
        `${outsider.email} ${name}: 404 RESOURCE_NOT_FOUND`,
      );
    }
  }
  expect(await broker.snapshot(brightline.id)).toEqual(before);
  expect(await brokerOwn.listedIds()).toEqual(ownIds); // the refused copy made nothing

  // Filters narrow the caller's scope, never widen it.
  const byOtherBroker = await brokerOwn.get<{ id: number }[]>(`/api/quotation?brokerUserId=${broker.id}&p[size]=100`);
  expect(expectOk(byOtherBroker)).toEqual([]);
  const harborCompanyId = (await harbor.quotation(harbors.id)).brokerCompany.id;
  expect(expectOk(await broker.get<{ id: number }[]>(`/api/quotation?brokerCompanyId=${harborCompanyId}&p[size]=100`))).toEqual([]);
  expect(
    expectOk(
      await harbor.get<{ id: number }[]>(
        `/api/quotation?f=${encodeURIComponent(JSON.stringify({ insuredName: { like: "Brightline Company Fair" } }))}`,
      ),
    ),
  ).toEqual([]);

  // A document answers only under its own quotation.
  expectError(await broker.call("PATCH", `/api/quotation/${own.id}/document/${document.id}`, { type: null }), 404, "RESOURCE_NOT_FOUND");
  expectError(await broker.get(`/api/quotation/${own.id}/document/${document.id}`), 404, "RESOURCE_NOT_FOUND");

  // A quotation that does not exist, or an id that is not a whole number, answers the same.
  expectError(await broker.get("/api/quotation/99999999"), 404, "RESOURCE_NOT_FOUND");
  expectError(await broker.get("/api/quotation/abc"), 404, "RESOURCE_NOT_FOUND");

  // No session, no quotations.
  const anonymous = await anonymousApi();
  try {
    const calls = [
      anonymous.get("/api/quotation"),
      anonymous.get(base),
      anonymous.get(`${base}/history`),
      anonymous.post("/api/quotation", { data: { wizardStep: 0 } }),
      anonymous.post(`${base}/submit`),
      anonymous.post(`${base}/cancel`, { data: {} }),
      anonymous.post(`${base}/document`, { multipart: { file: { name: "a.pdf", mimeType: "application/pdf", buffer: PDF } } }),
      anonymous.get(`${base}/document/${document.id}`),
      anonymous.get("/api/quotation/brokers"),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.status(), response.url()).toBe(401);
      expect((await response.json()).error.code).toBe("UNAUTHENTICATED");
    }
  } finally {
    await anonymous.dispose();
  }
  expect(await broker.snapshot(brightline.id)).toEqual(before);
});

test("submit answers each wrong field with the spec's message at its path and changes nothing", async () => {
  const created = await broker.post<QuotationDetailsDto>("/api/quotation", {
    wizardStep: 3,
    applicant: { name: "Validation Society", email: "", street: "1 Main St", city: "New York", state: "NY", zipCode: "10024" },
  });
  const draft = expectOk(created, 201);
  expect(draft.status).toBe("NEW");
  const before = await broker.snapshot(draft.id);
  expect(before.history.map((e) => e.action)).toEqual(["quotation.create"]);

  const valid = eventForm(broker.id);
  const cases: [string, QuotationFormValues, { path: string; message: string }[]][] = [
    [
      "a missing insured name",
      eventForm(broker.id, { applicant: { name: "" } }),
      [{ path: "applicant.name", message: "This field is required" }],
    ],
    [
      "a missing location street",
      eventForm(broker.id, { location: { street: "  " } }),
      [{ path: "location.street", message: "This field is required" }],
    ],
    ["no event type", eventForm(broker.id, { event: { type: "" } }), [{ path: "event.type", message: "Choose event type" }]],
    ["an unknown event type", eventForm(broker.id, { event: { type: "Rave" } }), [{ path: "event.type", message: "Choose event type" }]],
    [
      "lightning without rainfall",
      eventForm(broker.id, { perils: ["lightning"], coverage: { lightning: { threshold: "", limitPerDay: "10000" } } }),
      [{ path: "perils", message: "Lightning must be purchased with rainfall peril, and cannot be purchased stand-alone" }],
    ],
    [
      "a promotion date 3 days after the promotional period",
      eventForm(broker.id, {
        kind: "PROMOTION",
        promotion: {
          name: "Spring Raffle",
          periodFrom: isoDay(60),
          periodUntil: isoDay(70),
          promotionDate: isoDay(73),
          finalEstimatedSales: "10000",
        },
      }),
      [{ path: "promotion.promotionDate", message: "Promotion date should be at least 7 days after the end of promotional period" }],
    ],
    ["no peril", eventForm(broker.id, { perils: [], coverage: {} }), [{ path: "perils", message: "At least one peril must be selected" }]],
    [
      "hours that end before they start",
      eventForm(broker.id, { event: { hoursFrom: "18:00", hoursTo: "10:00" } }),
      [{ path: "event.hoursTo", message: "Start time should be before the end time" }],
    ],
    [
      "a start day that does not exist",
      eventForm(broker.id, { event: { dateFrom: "2026-02-30" } }),
      [{ path: "event.dateFrom", message: "This value must be a valid date" }],
    ],
    [
      "an end day that does not exist",
      eventForm(broker.id, { event: { dateUntil: "2027-13-01" } }),
      [{ path: "event.dateUntil", message: "This value must be a valid date" }],
    ],
    [
      "a peril limit of 0",
      eventForm(broker.id, { coverage: { rainfall: { threshold: "0.5", limitPerDay: "0" } } }),
      [{ path: "coverage.rainfall.limitPerDay", message: "Limit must be greater than 0" }],
    ],
    [
      "a limit per day of 0",
      eventForm(broker.id, { limitPerDay: "0", coverage: { rainfall: { threshold: "0.5", limitPerDay: "0" } } }),
      [
        { path: "limitPerDay", message: "Limit must be greater than 0" },
        { path: "coverage.rainfall.limitPerDay", message: "Limit must be greater than 0" },
      ],
    ],
    [
      "a negative limit per day",
      eventForm(broker.id, { limitPerDay: "-10000" }),
      expect.arrayContaining([{ path: "limitPerDay", message: "Limit must be greater than 0" }]) as never,
    ],
  ];
  for (const [name, values, details] of cases) {
    const answer = await broker.post(`/api/quotation/${draft.id}/submit`, values);
    expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(400);
    expect(answer.body.error?.code, name).toBe("VALIDATION_FAILURE");
    expect(answer.body.error?.details, name).toEqual(details);
    expect(await broker.snapshot(draft.id), `${name} changed the quotation`).toEqual(before);
  }

  // A ZIP code the portal does not know is refused before anything changes.
  const unknownZip = await broker.post(`/api/quotation/${draft.id}/submit`, eventForm(broker.id, { location: { zipCode: "00000" } }));
  expectError(unknownZip, 400, "VALIDATION_FAILURE");
  expect(unknownZip.body.error?.details).toEqual([{ path: "location.zipCode", message: "Unknown ZIP code" }]);
  expect(await broker.snapshot(draft.id)).toEqual(before);

  // Several mistakes at once: every one is answered, each at its path.
  const many = await broker.post(`/api/quotation/${draft.id}/submit`, {
    ...valid,
    perils: ["lightning"],
    coverage: { lightning: { threshold: "", limitPerDay: "10000" } },
    event: { ...valid.event, type: "", dateFrom: "2027-02-30", hoursFrom: "18:00", hoursTo: "10:00" },
    applicant: { ...valid.applicant, name: "" },
  });
  expectError(many, 400, "VALIDATION_FAILURE");
  expect(many.body.error?.details).toEqual(
    expect.arrayContaining([
      { path: "applicant.name", message: "This field is required" },
      { path: "event.type", message: "Choose event type" },
      { path: "event.dateFrom", message: "This value must be a valid date" },
      { path: "perils", message: "Lightning must be purchased with rainfall peril, and cannot be purchased stand-alone" },
    ]),
  );
  expect(await broker.snapshot(draft.id)).toEqual(before);

  // A text file is not an application document, whatever its name says.
  for (const file of [
    { name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("Just some notes about the event\n") },
    { name: "iwo.pdf", mimeType: "application/pdf", buffer: Buffer.from("This is not really a PDF\n") },
  ]) {
    const response = await broker.request.post(`/api/quotation/${draft.id}/document`, { multipart: { file, type: "IWO" } });
    expect(response.status(), `${file.name}: ${await response.text()}`).toBe(400);
    expect((await response.json()).error).toMatchObject({
      code: "VALIDATION_FAILURE",
      details: [{ path: "file", message: "File is invalid" }],
    });
    expect(await broker.snapshot(draft.id)).toEqual(before);
  }

  // The draft still submits once the values are right.
  const submitted = expectOk(await broker.post<QuotationDetailsDto>(`/api/quotation/${draft.id}/submit`, valid));
  expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(submitted.status);
});

// The date order is checked only between real days: an impossible start day is the one mistake.
test("an impossible start day is answered at event.dateFrom only", async () => {
  const draft = expectOk(await broker.post<QuotationDetailsDto>("/api/quotation", { wizardStep: 3 }), 201);
  for (const dateFrom of ["2027-02-30", "next Friday"]) {
    const answer = await broker.post(`/api/quotation/${draft.id}/submit`, eventForm(broker.id, { event: { dateFrom } }));
    expectError(answer, 400, "VALIDATION_FAILURE");
    expect(answer.body.error?.details, dateFrom).toEqual([{ path: "event.dateFrom", message: "This value must be a valid date" }]);
  }
});

test("an underwriter cannot accept a quotation below the minimum premium", async () => {
  const tiny = await broker.submitted(
    eventForm(broker.id, { limitPerDay: "100", coverage: { rainfall: { threshold: "0.5", limitPerDay: "100" } } }),
  );
  expect(tiny.status).toBe("REFERRED_TO_UNDERWRITER");
  expect(tiny.current.referralReasons).toContain(MINIMUM_PREMIUM_REASON);
  expect(tiny.current.belowMinimumPremium).toBe(true);
  expect(Number(tiny.current.totalPremium)).toBeLessThan(250);
  expect(tiny.current.minimumPremium).toBe("250.00");

  const before = await underwriter.snapshot(tiny.id);
  const brokerBefore = await broker.snapshot(tiny.id);
  for (const body of [
    { decision: "accept" },
    { decision: "accept", note: "Fine by me" },
    { decision: "amend", premiums: { rainfall: "10" } },
  ]) {
    const answer = await underwriter.post(`/api/quotation/${tiny.id}/review`, body);
    expectError(answer, 400, "VALIDATION_FAILURE");
    // An amendment is refused at the amended option's field, as the review screen shows it.
    const path = body.decision === "amend" ? "premiums.rainfall" : "premiums";
    expect(answer.body.error?.details, JSON.stringify(body)).toEqual([{ path, message: MINIMUM_PREMIUM_REASON }]);
    expect(await underwriter.snapshot(tiny.id)).toEqual(before);
  }
  expect(await broker.snapshot(tiny.id)).toEqual(brokerBefore);

  // Amending the premium up to the minimum is the way out.
  const amended = expectOk(
    await underwriter.post<QuotationDetailsDto>(`/api/quotation/${tiny.id}/review`, { decision: "amend", premiums: { rainfall: "300" } }),
  );
  expect(amended.status).toBe("READY");
  expect(amended.current.perils.find((p) => p.peril === "rainfall")).toMatchObject({ premiumAfterReview: "300.00", premium: "300.00" });
  expect(amended.current.belowMinimumPremium).toBe(false);
  expect((await underwriter.history(tiny.id))[0].action).toBe("quotation.amendAndAccept");
});

test("refused transitions answer 403 or 409 and leave the quotation as it was", async () => {
  const referred = await broker.submitted(
    eventForm(broker.id, { priorLoss: "yes", priorLossDetails: "Rained out in 2023", applicant: { name: "Refusal Festival" } }),
  );
  expect(referred.status).toBe("REFERRED_TO_UNDERWRITER");
  expect(referred.current.referralReasons).toContain("A loss was reported in the last 5 years");
  expect(referred.actions).not.toContain("review");
  expect(referred.actions).not.toContain("selectOptions");
  expect((await underwriter.quotation(referred.id)).actions).toEqual(
    expect.arrayContaining(["review", "revise", "assignBroker", "updateInsured"]),
  );
  expect((await underwriter.quotation(referred.id)).actions).not.toContain("cancel");

  const base = `/api/quotation/${referred.id}`;
  const before = { broker: await broker.snapshot(referred.id), underwriter: await underwriter.snapshot(referred.id) };
  const unchanged = async (what: string) => {
    expect(await broker.snapshot(referred.id), what).toEqual(before.broker);
    expect(await underwriter.snapshot(referred.id), what).toEqual(before.underwriter);
  };

  const refusals: [string, () => Promise<ApiAnswer>, number, string][] = [
    ["a broker reviews", () => broker.post(`${base}/review`, { decision: "accept" }), 403, "FORBIDDEN"],
    ["a broker declines", () => broker.post(`${base}/review`, { decision: "decline", reason: "Too wet" }), 403, "FORBIDDEN"],
    ["a broker assigns a broker", () => broker.call("PUT", `${base}/broker`, { brokerUserId: brokerOwn.id }), 403, "FORBIDDEN"],
    [
      "a broker updates the insured",
      () =>
        broker.call("PUT", `${base}/insured`, {
          name: "Renamed",
          email: "",
          street: "1 Main St",
          city: "New York",
          state: "NY",
          zipCode: "10024",
        }),
      403,
      "FORBIDDEN",
    ],
    ["a broker manages a pre-bound referral", () => broker.post(`${base}/pre-bound-referral`, { decision: "accept" }), 403, "FORBIDDEN"],
    ["an underwriter cancels", () => underwriter.post(`${base}/cancel`, { reason: "Underwriters do not cancel" }), 403, "FORBIDDEN"],
    ["an underwriter requests a referral", () => underwriter.post(`${base}/request-referral`, { reason: "Again" }), 403, "FORBIDDEN"],
    [
      "an underwriter selects options",
      () => underwriter.post(`${base}/select-options`, { perils: ["rainfall"], claimsVerificationSource: "CLOSEST_WEATHER_STATION" }),
      403,
      "FORBIDDEN",
    ],
    [
      "a broker selects options while referred",
      () => broker.post(`${base}/select-options`, { perils: ["rainfall"], claimsVerificationSource: "CLOSEST_WEATHER_STATION" }),
      409,
      "INVALID_STATE_TRANSITION",
    ],
    [
      "an admin selects options while referred",
      () => admin.post(`${base}/select-options`, { perils: ["rainfall"], claimsVerificationSource: "CLOSEST_WEATHER_STATION" }),
      409,
      "INVALID_STATE_TRANSITION",
    ],
    [
      "a broker requests a referral while referred",
      () => broker.post(`${base}/request-referral`, { reason: "Once more" }),
      409,
      "INVALID_STATE_TRANSITION",
    ],
    ["a broker submits again", () => broker.post(`${base}/submit`), 409, "INVALID_STATE_TRANSITION"],
    [
      "a broker edits the submitted draft",
      () => broker.call("PATCH", base, { applicant: { name: "Edited" } }),
      409,
      "INVALID_STATE_TRANSITION",
    ],
    [
      "an underwriter manages a pre-bound referral that is not one",
      () => underwriter.post(`${base}/pre-bound-referral`, { decision: "accept" }),
      409,
      "INVALID_STATE_TRANSITION",
    ],
  ];
  for (const [what, call, status, code] of refusals) {
    const answer = await call();
    expect(`${what}: ${answer.status} ${answer.body.error?.code}`).toBe(`${what}: ${status} ${code}`);
    if (status === 409) expect(answer.body.error?.message).toMatch(/^.+ is not possible while the quotation is .+$/);
    await unchanged(what);
  }
  const selectWhileReferred = await broker.post(`${base}/select-options`, {
    perils: ["rainfall"],
    claimsVerificationSource: "CLOSEST_WEATHER_STATION",
  });
  expect(selectWhileReferred.body.error?.message).toBe(
    "Select options and pre-bind is not possible while the quotation is referred to underwriter",
  );

  // The broker cancels once; the second cancel is refused and changes nothing.
  const cancelled = expectOk(await broker.post<QuotationDetailsDto>(`${base}/cancel`, { reason: "The client went elsewhere" }));
  expect(cancelled.status).toBe("NTU");
  expect(cancelled.actions).toEqual(["copy"]);
  const afterCancel = await broker.snapshot(referred.id);
  expect(afterCancel.history[0]).toMatchObject({
    action: "quotation.cancel",
    actor: { id: broker.id },
    after: { status: "NTU", reason: "The client went elsewhere" },
  });
  expect(afterCancel.history).toHaveLength(before.broker.history.length + 1);
  const afterCancelUnderwriter = await underwriter.snapshot(referred.id);

  for (const [what, call] of [
    ["a second cancel", () => broker.post(`${base}/cancel`)],
    ["a cancel with a reason", () => broker.post(`${base}/cancel`, { reason: "Again" })],
    ["an admin cancel", () => admin.post(`${base}/cancel`, {})],
    ["a review of an NTU", () => underwriter.post(`${base}/review`, { decision: "accept" })],
    ["a revision of an NTU", () => broker.post(`${base}/revise`, eventForm(broker.id))],
    [
      "an insured update of an NTU",
      () =>
        underwriter.call("PUT", `${base}/insured`, {
          name: "Late",
          email: "",
          street: "1 Main St",
          city: "New York",
          state: "NY",
          zipCode: "10024",
        }),
    ],
    [
      "an upload to an NTU",
      async () => {
        const response = await broker.request.post(`${base}/document`, {
          multipart: { file: { name: "late.pdf", mimeType: "application/pdf", buffer: PDF } },
        });
        return { status: response.status(), body: await response.json() } as ApiAnswer;
      },
    ],
  ] as [string, () => Promise<ApiAnswer>][]) {
    const answer = await call();
    expect(`${what}: ${answer.status} ${answer.body.error?.code}`).toBe(`${what}: 409 INVALID_STATE_TRANSITION`);
    expect(await broker.snapshot(referred.id), what).toEqual(afterCancel);
    expect(await underwriter.snapshot(referred.id), what).toEqual(afterCancelUnderwriter);
  }
  expect((await broker.post(`${base}/cancel`)).body.error?.message).toBe(
    "Cancel quotation (NTU) is not possible while the quotation is not taken up",
  );
});

test("of 20 parallel actions on one READY quotation exactly one wins", async () => {
  const ready = await readyQuotation(broker, { applicant: { name: "Race Day Fair" } });
  const before = await broker.snapshot(ready.id);
  const base = `/api/quotation/${ready.id}`;

  const calls = Array.from({ length: 20 }, (_, i) =>
    i % 2 === 0
      ? broker
          .post<QuotationDetailsDto>(`${base}/request-referral`, { reason: `Parallel referral ${i}` })
          .then((a) => ({ kind: "requestReferral", answer: a }))
      : broker
          .post<QuotationDetailsDto>(`${base}/select-options`, {
            perils: ["rainfall"],
            claimsVerificationSource: "CLOSEST_WEATHER_STATION",
          })
          .then((a) => ({ kind: "selectOptions", answer: a })),
  );
  const results = await Promise.all(calls);
  const won = results.filter((r) => r.answer.status === 200);
  const lost = results.filter((r) => r.answer.status !== 200);
  expect(results.map((r) => r.answer.status).sort()).toEqual([200, ...Array(19).fill(409)]);
  expect(won).toHaveLength(1);
  for (const r of lost) expect(r.answer.body.error?.code).toBe("INVALID_STATE_TRANSITION");

  const after = await broker.snapshot(ready.id);
  expect(after.history).toHaveLength(before.history.length + 1);
  expect(after.history.slice(1)).toEqual(before.history);
  const winner = won[0];
  const winnerStatus = (winner.answer.body.data as QuotationDetailsDto).status;
  expect(after.quotation.status).toBe(winnerStatus);
  expect(after.quotation.versions).toHaveLength(1);
  if (winner.kind === "requestReferral") {
    expect(after.history[0].action).toBe("quotation.requestReferral");
    expect(winnerStatus).toBe("REFERRED_TO_UNDERWRITER");
    expect(after.quotation.current.referralReasons.filter((r) => r.startsWith("Referral requested by"))).toHaveLength(1);
  } else {
    expect(after.history[0].action).toBe("quotation.selectOptions");
    expect(["PRE_BOUND", "PRE_BOUND_REFERRED_TO_UNDERWRITER"]).toContain(winnerStatus);
  }
});

test("the happy path: draft, submit, pre-bind, pre-bound referral, revise, copy, assign broker, update insured", async () => {
  // A draft saved in two steps, then submitted as saved.
  const values = eventForm(broker.id, { applicant: { name: "Happy Path Jazz Nights" } });
  const draft = expectOk(
    await broker.post<QuotationDetailsDto>("/api/quotation", {
      wizardStep: 1,
      brokerUserId: values.brokerUserId,
      applicant: values.applicant,
    }),
    201,
  );
  expect(draft).toMatchObject({
    status: "NEW",
    insuredName: "Happy Path Jazz Nights",
    brokerUser: { id: broker.id },
    brokerCompany: { name: BRIGHTLINE },
    copiedFrom: null,
  });
  expect(draft.quotationNumber).toMatch(/^Q\d{4}-\d{6}$/);
  expect(draft.actions).toEqual(expect.arrayContaining(["editDraft", "submit", "cancel"]));
  const { brokerUserId: _b, applicant: _a, ...rest } = values;
  const saved = expectOk(await broker.call<QuotationDetailsDto>("PATCH", `/api/quotation/${draft.id}`, { ...rest, wizardStep: 7 }));
  expect(saved.status).toBe("NEW");
  expect(saved.current.wizardStep).toBe(7);
  expect(saved.form.event).toMatchObject({ type: "Concert", dateFrom: values.event.dateFrom, dateUntil: values.event.dateUntil });
  expect(saved.form.perils).toEqual(["rainfall"]);

  let rated = expectOk(await broker.post<QuotationDetailsDto>(`/api/quotation/${draft.id}/submit`));
  expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(rated.status);
  expect(rated.current.station?.id).toBeTruthy();
  expect(rated.current.rating).toBeNull(); // the explanation is the underwriters'
  expect(rated.current.submittedAt).toBeTruthy();
  expect((await underwriter.quotation(draft.id)).current.rating).not.toBeNull();
  const submittedHistory = (await broker.history(draft.id)).map((e) => e.action);
  expect(submittedHistory.slice(0, 3)).toEqual([
    rated.status === "READY" ? "quotation.ready" : "quotation.referred",
    "quotation.rated",
    "quotation.submit",
  ]);
  expect(submittedHistory.at(-1)).toBe("quotation.create");
  if (rated.status === "REFERRED_TO_UNDERWRITER") {
    rated = expectOk(
      await underwriter.post<QuotationDetailsDto>(`/api/quotation/${draft.id}/review`, {
        decision: "amend",
        premiums: { rainfall: "1500" },
        note: "Loaded",
      }),
    );
    expect(rated.status).toBe("READY");
  }
  expect((await broker.quotation(draft.id)).actions).toEqual(
    expect.arrayContaining(["requestReferral", "selectOptions", "cancel", "revise", "copy"]),
  );

  const prebound = expectOk(
    await broker.post<QuotationDetailsDto>(`/api/quotation/${draft.id}/select-options`, {
      perils: ["rainfall"],
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    }),
  );
  expect(prebound.status).toBe("PRE_BOUND");
  expect(prebound.current.perils.find((p) => p.peril === "rainfall")?.selected).toBe(true);
  expect(prebound.actions).not.toContain("selectOptions");
  expect((await broker.history(draft.id))[0]).toMatchObject({
    action: "quotation.selectOptions",
    after: { status: "PRE_BOUND", perils: ["rainfall"], claimsVerificationSource: "CLOSEST_WEATHER_STATION" },
  });
  const listed = (await broker.get<{ id: number; status: string; insuredName: string }[]>("/api/quotation?status[]=PRE_BOUND&p[size]=100"))
    .body.data!;
  expect(listed.find((q) => q.id === draft.id)).toMatchObject({ status: "PRE_BOUND", insuredName: "Happy Path Jazz Nights" });

  // An on-site observer needs the underwriter at pre-bind.
  const observed = await readyQuotation(broker, { applicant: { name: "Observer Open Air" } });
  const referredAtPrebind = expectOk(
    await broker.post<QuotationDetailsDto>(`/api/quotation/${observed.id}/select-options`, {
      perils: ["rainfall"],
      claimsVerificationSource: "ONSITE_OBSERVER",
    }),
  );
  expect(referredAtPrebind.status).toBe("PRE_BOUND_REFERRED_TO_UNDERWRITER");
  expect(referredAtPrebind.current.referralReasons).toContain(ONSITE_REASON);
  expect(referredAtPrebind.current.claimsVerificationSource).toBe("ONSITE_OBSERVER");
  expect((await underwriter.quotation(observed.id)).actions).toContain("managePreBoundReferral");
  expectError(await broker.post(`/api/quotation/${observed.id}/pre-bound-referral`, { decision: "accept" }), 403, "FORBIDDEN");
  const accepted = expectOk(
    await underwriter.post<QuotationDetailsDto>(`/api/quotation/${observed.id}/pre-bound-referral`, {
      decision: "accept",
      note: "Observer approved",
    }),
  );
  expect(accepted.status).toBe("PRE_BOUND");
  expect((await broker.history(observed.id))[0]).toMatchObject({
    action: "quotation.preBoundReferral.accept",
    actor: { id: underwriter.id },
    after: { status: "PRE_BOUND" },
  });

  // A revision is version 2; version 1 becomes read-only.
  const revised = expectOk(
    await broker.post<QuotationDetailsDto>(
      `/api/quotation/${draft.id}/revise`,
      eventForm(broker.id, {
        applicant: { name: "Happy Path Jazz Nights" },
        limitPerDay: "12000",
        coverage: { rainfall: { threshold: "0.75", limitPerDay: "12000" } },
      }),
    ),
  );
  expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(revised.status);
  expect(revised.current).toMatchObject({ versionNumber: 2, readOnly: false, limitPerDay: "12000.00" });
  expect(revised.versions.map((v) => [v.versionNumber, v.readOnly])).toEqual([
    [2, false],
    [1, true],
  ]);
  expect(revised.versions[1].status).toBe("PRE_BOUND");
  expect(revised.current.perils.find((p) => p.peril === "rainfall")).toMatchObject({ limitPerDay: "12000.00", selected: false });
  expect((await broker.history(draft.id))[0].action).toMatch(/^quotation\.(ready|referred)$/);
  expect((await broker.history(draft.id)).map((e) => e.action)).toContain("quotation.revise");

  // A copy is a new draft that points back to its original.
  const original = await broker.quotation(observed.id);
  const copy = expectOk(await broker.post<QuotationDetailsDto>(`/api/quotation/${observed.id}/copy`), 201);
  expect(copy.id).not.toBe(observed.id);
  expect(copy.quotationNumber).not.toBe(original.quotationNumber);
  expect(copy).toMatchObject({
    status: "NEW",
    copiedFrom: { id: observed.id, quotationNumber: original.quotationNumber },
    brokerUser: { id: broker.id },
    insuredName: "Observer Open Air",
  });
  expect(copy.current.wizardStep).toBe(0);
  expect(copy.versions).toHaveLength(1);
  expect(copy.form.applicant).toEqual(original.form.applicant);
  expect(copy.form.event).toEqual(original.form.event);
  expect(copy.form.perils).toEqual(original.form.perils);
  expect((await broker.history(copy.id)).map((e) => e.action)).toEqual(["quotation.copy"]);
  expect(await broker.quotation(observed.id)).toEqual(original); // the original is untouched
  // The loss history and the declaration are asked again for the new quotation.
  expect(copy.form).toMatchObject({ priorLoss: "", declarationAccepted: false });
  const unanswered = await broker.post(`/api/quotation/${copy.id}/submit`);
  expectError(unanswered, 400, "VALIDATION_FAILURE");
  const copySubmitted = expectOk(
    await broker.post<QuotationDetailsDto>(`/api/quotation/${copy.id}/submit`, {
      ...copy.form,
      priorLoss: "no",
      declarationAccepted: true,
    }),
  );
  expect(["READY", "REFERRED_TO_UNDERWRITER"]).toContain(copySubmitted.status);

  // The underwriter hands the revised quotation to the Harbor broker: Harbor sees it, Brightline no longer.
  const choices = expectOk(
    await underwriter.get<{ id: number; email: string; company: { name: string } }[]>("/api/quotation/brokers?search=harbor"),
  );
  const harborChoice = choices.find((b) => b.email === "broker@harbor.example.com");
  expect(harborChoice).toMatchObject({ id: harbor.id, company: { name: HARBOR } });
  expect(expectOk(await broker.get<{ id: number }[]>("/api/quotation/brokers")).map((b) => b.id)).toEqual([broker.id]);
  const assigned = expectOk(
    await underwriter.call<QuotationDetailsDto>("PUT", `/api/quotation/${draft.id}/broker`, { brokerUserId: harbor.id }),
  );
  expect(assigned).toMatchObject({ brokerUser: { id: harbor.id, email: "broker@harbor.example.com" }, brokerCompany: { name: HARBOR } });
  expect((await harbor.quotation(draft.id)).brokerUser.id).toBe(harbor.id);
  expect(await harbor.listedIds()).toContain(draft.id);
  expectError(await broker.get(`/api/quotation/${draft.id}`), 404, "RESOURCE_NOT_FOUND");
  expect(await broker.listedIds()).not.toContain(draft.id);
  expect((await underwriter.history(draft.id))[0]).toMatchObject({
    action: "quotation.assignBroker",
    actor: { id: underwriter.id },
    after: { broker: "Hana Harbor" },
  });

  // The underwriter corrects the insured; the details and the list follow, a repeat changes nothing.
  const insured = {
    name: "Harbor Jazz Nights LLC",
    email: "office@harborjazz.example",
    street: "2 Pier Rd",
    city: "New York",
    state: "NY",
    zipCode: "10024",
  };
  const updated = expectOk(await underwriter.call<QuotationDetailsDto>("PUT", `/api/quotation/${draft.id}/insured`, insured));
  expect(updated.insuredName).toBe(insured.name);
  const seenByHarbor = await harbor.quotation(draft.id);
  expect(seenByHarbor.insuredName).toBe(insured.name);
  expect(seenByHarbor.current.applicant).toEqual(insured);
  const listedByHarbor = (await harbor.get<{ id: number; insuredName: string }[]>("/api/quotation?p[size]=100")).body.data!;
  expect(listedByHarbor.find((q) => q.id === draft.id)?.insuredName).toBe(insured.name);
  const historyAfterInsured = await underwriter.history(draft.id);
  expect(historyAfterInsured[0]).toMatchObject({
    action: "quotation.updateInsured",
    after: expect.objectContaining({ name: insured.name }),
  });
  expectOk(await underwriter.call("PUT", `/api/quotation/${draft.id}/insured`, insured));
  expect(await underwriter.history(draft.id)).toEqual(historyAfterInsured);
});

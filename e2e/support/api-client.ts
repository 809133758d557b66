import { expect, request as playwrightRequest, type APIRequestContext, type APIResponse } from "@playwright/test";
import type { QuotationDetailsDto } from "@/lib/quotations/quotation-dto";
import type { QuotationFormValues } from "@/lib/quotations/quotation-schema";
import { DEMO_PASSWORD } from "./db";
import { E2E } from "./settings";

// A small HTTP client for API end-to-end specs: one request context (one cookie jar) per user,
// answers read as { status, body } so that a spec can check codes and envelopes as any client would.

export type ApiError = { code: string; message: string; details?: { path: string; message: string }[] };
export type ApiAnswer<T = unknown> = {
  status: number;
  body: { data: T; metadata: unknown; error?: undefined } | { error: ApiError; data?: undefined };
};

export type HistoryEvent = {
  id: number;
  action: string;
  actor: { id: number; name: string } | null;
  before: unknown;
  after: Record<string, unknown> | null;
  createdAt: string;
};

export class ApiUser {
  constructor(
    readonly email: string,
    readonly id: number,
    readonly request: APIRequestContext,
  ) {}

  async call<T = unknown>(method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE", path: string, data?: unknown): Promise<ApiAnswer<T>> {
    const response = await this.request.fetch(path, { method, ...(data === undefined ? {} : { data }) });
    return answerOf<T>(response);
  }

  get<T = unknown>(path: string) {
    return this.call<T>("GET", path);
  }
  post<T = unknown>(path: string, data?: unknown) {
    return this.call<T>("POST", path, data);
  }

  /** GET /api/quotation/{id}, which must answer 200. */
  async quotation(id: number): Promise<QuotationDetailsDto> {
    const answer = await this.get<QuotationDetailsDto>(`/api/quotation/${id}`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as QuotationDetailsDto;
  }

  /** GET /api/quotation/{id}/history, which must answer 200. */
  async history(id: number): Promise<HistoryEvent[]> {
    const answer = await this.get<HistoryEvent[]>(`/api/quotation/${id}/history`);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as HistoryEvent[];
  }

  /** Every quotation id of GET /api/quotation (up to 100, newest first). */
  async listedIds(): Promise<number[]> {
    const answer = await this.get<{ id: number }[]>("/api/quotation?p[size]=100");
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return (answer.body.data as { id: number }[]).map((q) => q.id);
  }

  /** The quotation and its history, to compare before and after a refused call. */
  async snapshot(id: number): Promise<{ quotation: QuotationDetailsDto; history: HistoryEvent[] }> {
    return { quotation: await this.quotation(id), history: await this.history(id) };
  }

  /** Creates a draft (POST /api/quotation, 201) and submits it with the values (200). */
  async submitted(values: QuotationFormValues): Promise<QuotationDetailsDto> {
    const created = await this.post<QuotationDetailsDto>("/api/quotation", { wizardStep: 0 });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const submitted = await this.post<QuotationDetailsDto>(`/api/quotation/${created.body.data!.id}/submit`, values);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    return submitted.body.data as QuotationDetailsDto;
  }

  /**
   * Submits the values and takes the quotation to PRE_BOUND: an underwriter accepts it first when
   * the rater referred it; every quotable option is selected, verified by the closest station.
   */
  async preBound(values: QuotationFormValues): Promise<QuotationDetailsDto> {
    const quotation = await this.submitted(values);
    if (quotation.status === "REFERRED_TO_UNDERWRITER") {
      const underwriter = await signInApi("underwriter@example.com");
      const premiums = Object.fromEntries(quotation.current.perils.map((p) => [p.peril, p.premium ?? "900.00"]));
      const reviewed = await underwriter.post(`/api/quotation/${quotation.id}/review`, { decision: "amend", premiums });
      expect(reviewed.status, JSON.stringify(reviewed.body)).toBe(200);
      await underwriter.dispose();
    }
    const quoted = await this.quotation(quotation.id);
    const rainfall = quoted.current.perils.some((o) => o.peril === "rainfall" && o.quotable);
    const perils = quoted.current.perils
      .filter((p) => p.quotable && p.premium !== null && (p.peril !== "lightning" || rainfall))
      .map((p) => p.peril);
    const prebound = await this.post<QuotationDetailsDto>(`/api/quotation/${quotation.id}/select-options`, {
      perils,
      claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    });
    expect(prebound.status, JSON.stringify(prebound.body)).toBe(200);
    return prebound.body.data as QuotationDetailsDto;
  }

  async dispose() {
    await this.request.dispose();
  }
}

export async function answerOf<T>(response: APIResponse): Promise<ApiAnswer<T>> {
  const text = await response.text();
  let body: ApiAnswer<T>["body"];
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${response.url()} answered ${response.status()} with a body that is not JSON: ${text.slice(0, 500)}`);
  }
  return { status: response.status(), body };
}

/**
 * The portal's own pages send their Origin with every write; a bodyless or multipart write without
 * it is refused (docs/decisions.md D109), so these clients send it too.
 */
const AS_THE_PORTAL = { baseURL: E2E.baseURL, extraHTTPHeaders: { Origin: new URL(E2E.baseURL).origin } };

/** A signed-in user with its own cookie jar (POST /api/login, then GET /api/myself for the id). */
export async function signInApi(email: string, password = DEMO_PASSWORD): Promise<ApiUser> {
  const request = await playwrightRequest.newContext(AS_THE_PORTAL);
  const login = await request.post("/api/login", { data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  const me = await request.get("/api/myself");
  expect(me.status()).toBe(200);
  const { data } = (await me.json()) as { data: { id: number } };
  return new ApiUser(email, data.id, request);
}

/** A request context without a session. */
export async function anonymousApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext(AS_THE_PORTAL);
}

/** A calendar day `days` from today (UTC), as YYYY-MM-DD. */
export function isoDay(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + days * 86_400_000).toISOString().slice(0, 10);
}

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? (T[K] extends unknown[] ? T[K] : DeepPartial<T[K]>) : T[K] };

/**
 * The wizard's complete values for a two-day concert at Central Park (ZIP 10024), 60 days ahead,
 * rainfall 0.5 in at 10,000 a day; groups given in `overrides` replace or extend the defaults.
 */
export function eventForm(brokerUserId: number, overrides: DeepPartial<QuotationFormValues> = {}): QuotationFormValues {
  const base: QuotationFormValues = {
    brokerUserId: String(brokerUserId),
    applicant: {
      name: "Riverside Arts Council",
      email: "events@riverside.example",
      street: "1 Main St",
      city: "New York",
      state: "NY",
      zipCode: "10024",
    },
    kind: "EVENT",
    event: { name: "Summer Concert", type: "Concert", dateFrom: isoDay(60), dateUntil: isoDay(61), hoursFrom: "10:00", hoursTo: "18:00" },
    promotion: { name: "", periodFrom: "", periodUntil: "", promotionDate: "", finalEstimatedSales: "" },
    location: { name: "Central Park Bandshell", street: "Central Park West", city: "New York", state: "NY", zipCode: "10024" },
    limitPerDay: "10000",
    deductible: "0",
    perils: ["rainfall"],
    coverage: { rainfall: { threshold: "0.5", limitPerDay: "10000" } },
    claimsVerificationSource: "CLOSEST_WEATHER_STATION",
    priorLoss: "no",
    priorLossDetails: "",
    declarationAccepted: true,
  };
  const merged = { ...base } as Record<string, unknown>;
  for (const [key, value] of Object.entries(overrides)) {
    const current = merged[key];
    merged[key] =
      value && typeof value === "object" && !Array.isArray(value) && current && typeof current === "object" && key !== "coverage"
        ? { ...(current as object), ...(value as object) }
        : value;
  }
  return merged as QuotationFormValues;
}

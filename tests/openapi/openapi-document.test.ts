import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OPERATIONS, openApiDocument } from "@/server/openapi/openapi-document";

const apiDir = path.resolve(import.meta.dirname, "../../app/api");

/** Issue 11 (policy servicing): the calls of its contract. */
const POLICY_SERVICING_CALLS = new Set([
  "post /api/policy/{policyId}/cancellation-request",
  "post /api/policy/{policyId}/cancellation-request/approve",
  "post /api/policy/{policyId}/cancellation-request/reject",
  "post /api/policy/{policyId}/cancel",
  "get /api/policy/{policyId}/endorsement",
  "post /api/policy/{policyId}/endorsement",
  "post /api/policy/{policyId}/final-sales",
  "post /api/policy/{policyId}/final-sales/review",
  "get /api/policy/{policyId}/invoice",
]);

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) return routeFiles(full);
    return entry === "route.ts" ? [full] : [];
  });
}

describe("OpenAPI reference", () => {
  it("documents every route method the app serves, and nothing it does not", () => {
    const served = routeFiles(apiDir)
      .filter((file) => !file.includes("[...nextauth]") && !file.includes("openapi.json"))
      .flatMap((file) => {
        // Dynamic segments ([userId]) are OpenAPI path templates ({userId}).
        const route = ("/api/" + path.relative(apiDir, path.dirname(file)).split(path.sep).join("/")).replace(/\[(\w+)\]/g, "{$1}");
        const source = readFileSync(file, "utf8");
        return ["GET", "POST", "PUT", "PATCH", "DELETE"]
          .filter((m) => new RegExp(`export const (\\{[^}]*\\b${m}\\b|${m}\\b)`).test(source))
          .map((m) => `${m.toLowerCase()} ${route}`);
      })
      .sort();
    const documented = OPERATIONS.map((o) => `${o.method} ${o.path}`).sort();
    expect(documented).toEqual(served);
  });

  it("documents the policy servicing calls with their bodies and answers", () => {
    const doc = openApiDocument("http://portal.test");
    type Op = {
      requestBody?: { content: { "application/json": { schema: JsonSchema } } };
      responses: Record<string, { content?: { "application/json": { schema: JsonSchema } } }>;
    };
    type JsonSchema = { type?: string; properties?: Record<string, JsonSchema>; required?: string[]; items?: JsonSchema; enum?: unknown[] };
    const op = (path: string, method: string) => doc.paths[path]?.[method] as Op;
    const body = (o: Op) => o.requestBody!.content["application/json"].schema;
    const data = (o: Op, status = "200") => o.responses[status].content!["application/json"].schema.properties!.data;

    for (const call of POLICY_SERVICING_CALLS)
      expect(
        OPERATIONS.some((o) => `${o.method} ${o.path}` === call),
        call,
      ).toBe(true);

    const request = op("/api/policy/{policyId}/cancellation-request", "post");
    expect(body(request).required!.sort()).toEqual(["cancellationDate", "reason"]);
    expect(data(request).properties!.status.enum).toEqual([
      "LIVE",
      "CANCELLATION_REQUESTED",
      "CANCELLED",
      "FINAL_SALES_SUBMITTED",
      "BOUND_UPDATED",
    ]);
    expect(Object.keys(data(request).properties!)).toEqual(
      expect.arrayContaining(["endorsements", "cancellations", "finalSales", "invoices", "actions"]),
    );
    expect(Object.keys(request.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403", "404", "409"]));
    expect(op("/api/policy/{policyId}/cancellation-request/approve", "post").requestBody).toBeUndefined();
    expect(body(op("/api/policy/{policyId}/cancellation-request/reject", "post")).required).toEqual(["reason"]);

    const endorse = op("/api/policy/{policyId}/endorsement", "post");
    expect(endorse.responses["200"]).toBeUndefined();
    expect(body(endorse).required!.sort()).toEqual(["content", "title"]);
    expect(Object.keys(data(endorse, "201").properties!)).toEqual(
      expect.arrayContaining([
        "id",
        "endorsementNumber",
        "title",
        "content",
        "effectiveDate",
        "changes",
        "premiumChange",
        "premiumAfter",
        "invoice",
        "href",
      ]),
    );
    expect(data(op("/api/policy/{policyId}/endorsement", "get")).type).toBe("array");
    expect(data(op("/api/policy/{policyId}/invoice", "get")).items!.properties!.kind.enum).toEqual([
      "BIND",
      "ENDORSEMENT",
      "FINAL_SALES",
      "CANCELLATION",
    ]);
    expect(body(op("/api/policy/{policyId}/final-sales", "post")).required).toEqual(["finalSalesAmount"]);
    expect(body(op("/api/policy/{policyId}/final-sales/review", "post")).required).toEqual(["finalSalesAmount"]);
  });

  it("documents the reports and statistics calls (issue 13)", () => {
    const doc = openApiDocument("http://portal.test");
    type Schema = { type?: string; properties?: Record<string, Schema>; items?: Schema; enum?: unknown[] };
    type Op = {
      parameters?: { name: string }[];
      description: string;
      responses: Record<string, { content?: { "application/json": { schema: Schema } } }>;
    };
    const op = (path: string) => doc.paths[path]?.get as Op;
    const bordereaux = op("/api/report/bordereaux");
    expect(bordereaux.parameters!.map((p) => p.name)).toEqual(expect.arrayContaining(["f", "p[index]", "p[size]", "s[field]"]));
    const row = bordereaux.responses["200"].content!["application/json"].schema.properties!.data.items!;
    expect(row.properties!.transactionType.enum).toEqual(["BIND", "ENDORSEMENT", "FINAL_SALES", "CANCELLATION"]);
    expect(Object.keys(row.properties!)).toEqual(
      expect.arrayContaining([
        "uniqueMarketReference",
        "policyNumber",
        "transactionDate",
        "sumInsured",
        "grossPremium",
        "commission",
        "netPremium",
        "stateTax",
        "stampingFee",
        "municipalityTax",
        "fees",
        "brokerCompany",
      ]),
    );
    const metadata = bordereaux.responses["200"].content!["application/json"].schema.properties!.metadata;
    expect(Object.keys(metadata.properties!)).toEqual(["pagination", "range", "totals"]);
    expect(Object.keys(metadata.properties!.range.properties!)).toEqual(["from", "until"]);
    expect(Object.keys(metadata.properties!.totals.properties!)).toEqual(
      expect.arrayContaining([
        "transactions",
        "grossPremium",
        "commission",
        "netPremium",
        "stateTax",
        "stampingFee",
        "municipalityTax",
        "fees",
      ]),
    );
    expect(Object.keys(bordereaux.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403"]));
    for (const path of ["/api/report/bordereaux.csv", "/api/report/bordereaux.xlsx"]) expect(op(path).description).toContain("streamed");
    const statistics = op("/api/statistics").responses["200"].content!["application/json"].schema.properties!.data;
    expect(Object.keys(statistics.properties!)).toEqual(
      expect.arrayContaining([
        "liveQuotations",
        "policies",
        "premium",
        "commission",
        "byMonth",
        "quotationsByStatus",
        "byBrokerCompany",
        "binders",
      ]),
    );
  });

  it("documents the claims calls: the loss notice as JSON or a form, the file download, the station observations", () => {
    const doc = openApiDocument("http://portal.test");
    type Op = {
      requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    const op = (path: string, method: string) => doc.paths[path]?.[method] as Op;
    const notice = op("/api/policy/{policyId}/loss-notice", "post");
    expect(Object.keys(notice.requestBody!.content)).toEqual(["application/json", "multipart/form-data"]);
    expect(notice.requestBody!.content["application/json"].schema.required!.sort()).toEqual(["description", "lossDates"]);
    expect(Object.keys(notice.responses)).toEqual(expect.arrayContaining(["201", "400", "403", "404", "409"]));
    expect(Object.keys(op("/api/claim/{claimId}/observer-report", "post").requestBody!.content)).toEqual(["multipart/form-data"]);
    expect(Object.keys(op("/api/claim/{claimId}/file/{fileId}", "get").responses["200"].content!)).toEqual(["application/octet-stream"]);
    for (const action of ["approve", "decline", "payment"]) {
      expect(Object.keys(op(`/api/claim/{claimId}/${action}`, "post").responses)).toEqual(
        expect.arrayContaining(["200", "400", "401", "403", "404", "409"]),
      );
    }
    expect(op("/api/weather/observations", "post").requestBody!.content["application/json"].schema.required!.sort()).toEqual([
      "observations",
      "stationId",
    ]);
  });

  it("describes request bodies with the schemas the routes parse", () => {
    const doc = openApiDocument("http://portal.test");
    const login = doc.paths["/api/login"].post as {
      requestBody: { content: { "application/json": { schema: { properties: Record<string, unknown>; required: string[] } } } };
    };
    const schema = login.requestBody.content["application/json"].schema;
    expect(Object.keys(schema.properties).sort()).toEqual(["email", "password"]);
    expect(schema.required.sort()).toEqual(["email", "password"]);
    const config = doc.paths["/api/config"].patch as { responses: Record<string, unknown> };
    expect(Object.keys(config.responses)).toEqual(expect.arrayContaining(["200", "400", "401", "403"]));
  });
});

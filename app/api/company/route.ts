import * as companiesApi from "@/lib/api/operations/companies";
import { apiRoute } from "@/server/http/api-route";
import { createCompany } from "@/server/companies/create-company";
import { listCompanies } from "@/server/companies/list-companies";

export const GET = apiRoute(companiesApi.listCompanies, async ({ req, actor }) => {
  const { items, pagination } = await listCompanies(actor, req.url);
  return { data: items, metadata: { pagination } };
});

export const POST = apiRoute(companiesApi.createCompany, async ({ actor, body }) => ({ data: await createCompany(actor, body()) }));

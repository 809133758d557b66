import * as companiesApi from "@/lib/api/operations/companies";
import { apiRoute } from "@/server/http/api-route";
import { getCompany } from "@/server/companies/get-company";
import { updateCompany } from "@/server/companies/update-company";

export const GET = apiRoute(companiesApi.getCompany, async ({ params, actor }) => ({ data: await getCompany(actor, params.companyId) }));

export const PATCH = apiRoute(companiesApi.updateCompany, async ({ params, actor, body }) => ({
  data: await updateCompany(actor, params.companyId, body()),
}));

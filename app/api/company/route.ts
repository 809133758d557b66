import { apiHandler } from "@/server/http/api-handler";
import { listCompanies } from "@/server/companies/list-companies";

export const GET = apiHandler({ can: ["manage", "Company"] }, async ({ req, actor }) => {
  const { items, pagination } = await listCompanies(actor, req.url);
  return { data: items, metadata: { pagination } };
});

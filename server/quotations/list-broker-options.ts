import "server-only";
import { forbidden } from "@/lib/api/errors";
import type { BrokerOptionDto } from "@/lib/quotations/quotation-dto";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";

/**
 * GET /api/quotation/brokers?search=: the brokers the actor may put on a quotation. A broker only
 * itself; underwriters and admins any enabled broker of an enabled broker company (50 at most,
 * matched on name, email or company).
 */
export async function listBrokerOptions(actor: Actor, search: string | null): Promise<BrokerOptionDto[]> {
  if (!abilityFor(actor).can("create", "Quotation")) throw forbidden();
  const term = (search ?? "").trim().slice(0, 100);
  const users = await db.user.findMany({
    where: {
      role: "ROLE_BROKER",
      enabled: true,
      company: { enabled: true, role: "BROKER" },
      ...(actor.role === "ROLE_BROKER" ? { id: actor.id } : {}),
      ...(term
        ? {
            OR: [
              { firstName: { contains: term, mode: "insensitive" as const } },
              { lastName: { contains: term, mode: "insensitive" as const } },
              { email: { contains: term, mode: "insensitive" as const } },
              { company: { name: { contains: term, mode: "insensitive" as const } } },
            ],
          }
        : {}),
    },
    include: { company: { select: { id: true, name: true } } },
    orderBy: [{ company: { name: "asc" } }, { lastName: "asc" }, { firstName: "asc" }],
    take: 50,
  });
  return users.map((u) => ({ id: u.id, name: `${u.firstName} ${u.lastName}`, email: u.email, company: u.company }));
}

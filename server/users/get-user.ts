import "server-only";
import { pathId } from "@/server/http/path-id";
import { forbidden, notFound } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { db } from "@/server/db";
import { userDto } from "./user-dto";

/** A user id from a path segment; anything but a positive whole number is "not found". */
export function parseUserId(raw: string | undefined): number {
  return pathId(raw, "User");
}

/** GET /api/user/{id} and the details page (admin). */
export async function getUser(actor: Actor, id: number) {
  if (!abilityFor(actor).can("manage", "User")) throw forbidden();
  const user = await db.user.findUnique({ where: { id }, include: { company: { select: { id: true, name: true } } } });
  if (!user) throw notFound("User");
  return userDto(user);
}

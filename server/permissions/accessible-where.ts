import "server-only";
import type { Action, AppAbility, SubjectType } from "@/lib/permissions/rules";

const NOTHING = { id: { in: [] as number[] } };
type Where = Record<string, unknown>;

/**
 * The Prisma `where` that selects exactly the records the ability allows for an action: every
 * record when a rule has no conditions, else those meeting one rule's conditions. Rule conditions
 * are plain equalities, so they are valid Prisma filters as they stand.
 */
export function accessibleWhere(ability: AppAbility, action: Action, subject: SubjectType): Where {
  const rules = ability.rulesFor(action, subject);
  if (rules.some((rule) => !rule.conditions)) return {};
  return rules.length > 0 ? { OR: rules.map((rule) => rule.conditions as Where) } : NOTHING;
}

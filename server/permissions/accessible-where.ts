import "server-only";
import { rulesToCondition } from "@casl/ability/extra";
import type { Action, AppAbility, SubjectType } from "@/lib/permissions/rules";

const NOTHING = { id: { in: [] as number[] } };
type Where = Record<string, unknown>;

/**
 * The Prisma `where` that selects exactly the records the ability allows for an action. Rule
 * conditions are plain equalities, so they are valid Prisma filters as they stand.
 */
export function accessibleWhere(ability: AppAbility, action: Action, subject: SubjectType): Where {
  const where = rulesToCondition<AppAbility, Where, Where>(
    ability.rulesFor(action, subject),
    (rule) => {
      const conditions = (rule.conditions ?? {}) as Where;
      return rule.inverted ? { NOT: conditions } : conditions;
    },
    { and: (parts) => ({ AND: parts }), or: (parts) => ({ OR: parts }), empty: () => ({}) },
  );
  return where ?? NOTHING;
}

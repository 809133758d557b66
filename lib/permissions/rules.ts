import { Ability, type ForcedSubject, type MatchConditions, type RawRuleOf } from "@casl/ability";

// Permissions as data (spec §6, DESIGN.md §4): one rule set, built from the user, feeds the menu,
// the route guards, the API and the queries. A rule is an action on a subject type with optional
// conditions; conditions use plain equality so they read the same to CASL and to Prisma.

export type Role = "ROLE_ADMIN" | "ROLE_UNDERWRITER" | "ROLE_BROKER";
export type PermissionLevelName = "VIEW_COMPANY_INDICATIONS" | "VIEW_MY_INDICATIONS";

export const ACTIONS = [
  "manage",
  "read",
  "create",
  "update",
  "delete",
  // quotation actions
  "review",
  "cancel",
  "selectOptions",
  "requestReferral",
  "requestBind",
  "bind",
  "revise",
  "sign",
  "updateDocuments",
  "updateInsured",
  "updatePreBoundReferral",
  "assignBroker",
  // policy actions
  "requestCancel",
  "approveCancel",
  "updateFinalSalesAmount",
  "updateFinalSales",
  "createEndorsement",
  // statistics
  "filterByBroker",
] as const;
export type Action = (typeof ACTIONS)[number];

export const SUBJECT_TYPES = [
  "Portal",
  "Company",
  "User",
  "Settings",
  "Config",
  "Binder",
  "StateFee",
  "EmailOutbox",
  "AuditEvent",
  "Report",
  "Statistics",
  "Quotation",
  "Policy",
  "Note",
  "RaterSandbox",
  "all",
] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** A rule's conditions: fields of the record that must equal these values. */
export type Conditions = Record<string, unknown>;
type AppAbilities = [Action, SubjectType | ForcedSubject<Exclude<SubjectType, "all">>];
export type AppAbility = Ability<AppAbilities, Conditions>;
export type AppRule = RawRuleOf<AppAbility>;

export type PermissionUser = {
  id: number;
  role: Role;
  companyId: number;
  permissionLevel: PermissionLevelName;
};

/** Which records of quotations and policies a broker sees. */
function brokerScope(user: PermissionUser) {
  return user.permissionLevel === "VIEW_MY_INDICATIONS"
    ? { quotation: { brokerUserId: user.id }, policy: { brokerUserId: user.id } }
    : { quotation: { brokerCompanyId: user.companyId }, policy: { brokerCompanyId: user.companyId } };
}

/**
 * Notes (spec §3): a note is visible to all, or only to its author's company. Admins read every
 * note (docs/decisions.md); others read notes visible to all and their own company's. Who may read
 * the quotation or policy a note belongs to is checked on that subject.
 */
function noteRules(
  user: PermissionUser,
  allow: (action: Action | Action[], subject: SubjectType, conditions?: Record<string, unknown>) => void,
) {
  allow("create", "Note");
  allow("read", "Note", { visibility: "ALL" });
  allow("read", "Note", { authorCompanyId: user.companyId });
}

export function rulesFor(user: PermissionUser | null): AppRule[] {
  if (!user) return [];
  const rules: AppRule[] = [{ action: "read", subject: "Portal" }];
  const allow = (action: Action | Action[], subject: SubjectType, conditions?: Record<string, unknown>) =>
    rules.push({ action, subject, ...(conditions ? { conditions } : {}) });

  switch (user.role) {
    case "ROLE_ADMIN":
      allow("manage", "Company");
      allow("manage", "User");
      allow("manage", "Settings");
      allow(["read", "update"], "Config");
      allow(["read", "create", "delete"], "Binder");
      allow(["read", "update"], "StateFee");
      allow("read", "EmailOutbox");
      allow("read", "AuditEvent");
      allow("read", "Report");
      allow(["read", "filterByBroker"], "Statistics");
      allow("read", "RaterSandbox");
      allow(
        [
          "read",
          "create",
          "updateDocuments",
          "revise",
          "sign",
          "cancel",
          "selectOptions",
          "requestReferral",
          "requestBind",
          "bind",
          "review",
          "updateInsured",
          "updatePreBoundReferral",
        ],
        "Quotation",
      );
      allow(
        ["read", "requestCancel", "cancel", "approveCancel", "updateFinalSalesAmount", "updateFinalSales", "createEndorsement"],
        "Policy",
      );
      allow(["read", "create"], "Note");
      break;
    case "ROLE_UNDERWRITER":
      allow("read", "Config");
      allow("read", "Report");
      allow(["read", "filterByBroker"], "Statistics");
      allow("read", "RaterSandbox");
      allow(
        [
          "read",
          "create",
          "updateDocuments",
          "revise",
          "sign",
          "bind",
          "review",
          "updateInsured",
          "updatePreBoundReferral",
          "assignBroker",
        ],
        "Quotation",
      );
      allow(["read", "cancel", "approveCancel", "updateFinalSales", "createEndorsement"], "Policy");
      noteRules(user, allow);
      break;
    case "ROLE_BROKER": {
      const scope = brokerScope(user);
      allow("read", "Config");
      allow("read", "Statistics");
      allow("create", "Quotation");
      allow(
        ["read", "updateDocuments", "revise", "sign", "cancel", "selectOptions", "requestReferral", "requestBind"],
        "Quotation",
        scope.quotation,
      );
      allow(["read", "requestCancel", "updateFinalSalesAmount"], "Policy", scope.policy);
      noteRules(user, allow);
      break;
    }
  }
  return rules;
}

/**
 * Conditions are plain equalities, so they are matched here rather than by CASL's MongoDB query
 * matcher (createMongoAbility), which would add @ucast/* to every page's JavaScript. No rule limits
 * fields, so the ability needs no field matcher (CASL refuses a rule with fields without one).
 */
const matchEqualities = (conditions: Conditions) =>
  ((record: Record<string, unknown>) => Object.entries(conditions).every(([field, value]) => record[field] === value)) as MatchConditions;

/** The browser builds its ability from the rules GET /api/myself sends; the server from rulesFor(). */
export function abilityFromRules(rules: AppRule[]): AppAbility {
  return new Ability<AppAbilities, Conditions>(rules, { conditionsMatcher: matchEqualities });
}

export function abilityFor(user: PermissionUser | null): AppAbility {
  return abilityFromRules(rulesFor(user));
}

/** Tags a plain record with its subject type so that conditions apply to it. */
export { subject } from "@casl/ability";

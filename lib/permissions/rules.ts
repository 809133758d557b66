// Permissions as data (spec §6, DESIGN.md §4): one rule set, built from the user, feeds the menu,
// the route guards, the API and the queries. A rule is an action on a subject type with optional
// conditions; conditions use plain equality so they read the same to the ability (below) and to Prisma.

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
  "notifyLoss",
  // claim actions
  "decideClaim",
  "recordClaimPayment",
  "enterObservations",
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
  "Claim",
  "WeatherObservation",
  "Note",
  "RaterSandbox",
  "all",
] as const;
export type SubjectType = (typeof SUBJECT_TYPES)[number];

/** A rule's conditions: fields of the record that must equal these values. */
export type Conditions = Record<string, unknown>;
export type AppRule = { action: Action | Action[]; subject: SubjectType | SubjectType[]; conditions?: Conditions };

const SUBJECT_TYPE = Symbol("subject type");
/** A record tagged with its subject type by subject(), so that rule conditions apply to it. */
export type SubjectRecord = Conditions & { readonly [SUBJECT_TYPE]: SubjectType };

export interface AppAbility {
  /**
   * Whether a rule allows the action on the subject: on a subject type, when any rule for it
   * does; on a record, when a rule for its type does whose conditions the record meets.
   */
  can(action: Action, subject: SubjectType | SubjectRecord): boolean;
  /** The rules for the action on the subject type ("manage" covers every action, "all" every subject). */
  rulesFor(action: Action, subjectType: SubjectType): AppRule[];
}

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
        [
          "read",
          "requestCancel",
          "cancel",
          "approveCancel",
          "updateFinalSalesAmount",
          "updateFinalSales",
          "createEndorsement",
          "notifyLoss",
        ],
        "Policy",
      );
      allow(["read", "decideClaim", "recordClaimPayment", "enterObservations"], "Claim");
      allow("create", "WeatherObservation");
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
      allow(["read", "cancel", "approveCancel", "updateFinalSales", "createEndorsement", "notifyLoss"], "Policy");
      allow(["read", "decideClaim", "recordClaimPayment", "enterObservations"], "Claim");
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
      allow(["read", "requestCancel", "updateFinalSalesAmount", "notifyLoss"], "Policy", scope.policy);
      allow("read", "Claim", scope.policy);
      noteRules(user, allow);
      break;
    }
  }
  return rules;
}

/** Tags a plain record with its subject type so that conditions apply to it. */
export function subject<T extends Conditions>(type: SubjectType, record: T): T & SubjectRecord {
  return Object.assign(record, { [SUBJECT_TYPE]: type });
}

const list = <T>(value: T | T[]) => (Array.isArray(value) ? value : [value]);

/**
 * The permission checks of CASL's Ability for rules of plain-equality conditions and no inverted
 * rules (which is all rulesFor() writes), without CASL and its MongoDB query matcher (@ucast/*, some
 * 5 KB gzip in every page). The browser builds it from the rules GET /api/myself sends; the server
 * from rulesFor() (server/permissions/accessible-where.ts turns its rules into Prisma filters).
 */
export function abilityFromRules(rules: AppRule[]): AppAbility {
  const rulesFor = (action: Action, subjectType: SubjectType) =>
    rules.filter(
      (rule) =>
        list(rule.action).some((a) => a === action || a === "manage") && list(rule.subject).some((s) => s === subjectType || s === "all"),
    );
  return {
    rulesFor,
    can: (action, subject) =>
      typeof subject === "string"
        ? rulesFor(action, subject).length > 0
        : rulesFor(action, subject[SUBJECT_TYPE]).some((rule) =>
            Object.entries(rule.conditions ?? {}).every(([field, value]) => subject[field] === value),
          ),
  };
}

export function abilityFor(user: PermissionUser | null): AppAbility {
  return abilityFromRules(rulesFor(user));
}

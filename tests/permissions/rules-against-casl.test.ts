import { createMongoAbility, subject as caslSubject } from "@casl/ability";
import { describe, expect, it } from "vitest";
import { ACTIONS, SUBJECT_TYPES, abilityFor, rulesFor, subject, type PermissionUser, type Role } from "@/lib/permissions/rules";

// lib/permissions/rules.ts answers permission checks itself instead of through CASL (D97). For every
// user kind, action, subject type and record, its answer must be CASL's for the same rules.

const users: PermissionUser[] = (["ROLE_ADMIN", "ROLE_UNDERWRITER", "ROLE_BROKER"] as Role[]).flatMap((role) =>
  (["VIEW_COMPANY_INDICATIONS", "VIEW_MY_INDICATIONS"] as const).map((permissionLevel) => ({ id: 7, role, companyId: 3, permissionLevel })),
);

// Records that meet, half meet and miss the rules' conditions (the user is 7 of company 3).
const records = [
  {},
  { brokerUserId: 7 },
  { brokerUserId: 8 },
  { brokerCompanyId: 3 },
  { brokerCompanyId: 4 },
  { brokerUserId: 7, brokerCompanyId: 4 },
  { brokerUserId: 8, brokerCompanyId: 3 },
  { visibility: "ALL", authorCompanyId: 9 },
  { visibility: "COMPANY", authorCompanyId: 3 },
  { visibility: "COMPANY", authorCompanyId: 9 },
  { brokerCompanyId: "3" },
  { brokerUserId: null },
];

describe("permission checks against CASL's", () => {
  it("give CASL's answer for every user, action, subject type and record", () => {
    let checks = 0;
    for (const user of users) {
      const ours = abilityFor(user);
      const casl = createMongoAbility(rulesFor(user) as never);
      for (const action of ACTIONS) {
        for (const type of SUBJECT_TYPES) {
          expect(ours.can(action, type), `${user.role}/${user.permissionLevel} ${action} ${type}`).toBe(casl.can(action, type));
          checks++;
          if (type === "all") continue;
          for (const record of records) {
            expect(ours.can(action, subject(type, { ...record })), `${user.role} ${action} ${type} ${JSON.stringify(record)}`).toBe(
              casl.can(action, caslSubject(type, { ...record })),
            );
            checks++;
          }
        }
      }
    }
    expect(checks).toBeGreaterThan(10_000);
  });

  it("gives nobody anything without a user", () => {
    const casl = createMongoAbility([]);
    for (const action of ACTIONS) for (const type of SUBJECT_TYPES) expect(abilityFor(null).can(action, type)).toBe(casl.can(action, type));
  });
});

import type { AppAbility, Action, SubjectType } from "@/lib/permissions/rules";

// The side menu in the spec's order (§2): Home, Quotations, Policies, Claims (docs/claims.md), Companies, Users, Statistics,
// Reports, Settings. An entry shows only when the user may perform its action on its subject.

export type MenuItem = {
  label: string;
  href: string;
  icon: "home" | "quotation" | "policy" | "claim" | "company" | "user" | "report" | "settings" | "statistics" | "rater";
  can: [Action, SubjectType];
  /** Hidden when the user may do this instead (e.g. admins reach the rater through Settings). */
  unless?: [Action, SubjectType];
  children?: { label: string; href: string; can: [Action, SubjectType] }[];
};

export const MENU: MenuItem[] = [
  { label: "Home", href: "/", icon: "home", can: ["read", "Portal"] },
  { label: "Quotations", href: "/quotation", icon: "quotation", can: ["read", "Quotation"] },
  { label: "Policies", href: "/policy", icon: "policy", can: ["read", "Policy"] },
  { label: "Claims", href: "/claim", icon: "claim", can: ["read", "Claim"] },
  { label: "Companies", href: "/companies", icon: "company", can: ["manage", "Company"] },
  { label: "Users", href: "/users", icon: "user", can: ["manage", "User"] },
  { label: "Rater", href: "/settings/rater", icon: "rater", can: ["read", "RaterSandbox"], unless: ["manage", "Settings"] },
  { label: "Statistics", href: "/statistics", icon: "statistics", can: ["read", "Statistics"] },
  {
    label: "Reports",
    href: "/report",
    icon: "report",
    can: ["read", "Report"],
    children: [
      { label: "Bordereaux", href: "/report/bordereaux", can: ["read", "Report"] },
      { label: "Claims bordereau", href: "/report/claims-bordereaux", can: ["read", "Report"] },
    ],
  },
  {
    label: "Settings",
    href: "/settings",
    icon: "settings",
    can: ["manage", "Settings"],
    children: [
      { label: "State fees", href: "/settings/state-fees", can: ["read", "StateFee"] },
      { label: "Rater", href: "/settings/rater", can: ["update", "Config"] },
      { label: "Binders", href: "/settings/binders", can: ["read", "Binder"] },
      { label: "Maintenance mode", href: "/settings/maintenance-mode", can: ["update", "Config"] },
      { label: "Invoices", href: "/settings/invoices", can: ["update", "Config"] },
      { label: "Email outbox", href: "/settings/email-outbox", can: ["read", "EmailOutbox"] },
      { label: "Weather observations", href: "/settings/weather-observations", can: ["create", "WeatherObservation"] },
    ],
  },
];

export function menuFor(ability: AppAbility): MenuItem[] {
  return MENU.filter((item) => ability.can(item.can[0], item.can[1]) && !(item.unless && ability.can(item.unless[0], item.unless[1])))
    .map((item) => ({ ...item, children: item.children?.filter((c) => ability.can(c.can[0], c.can[1])) }))
    .filter((item) => !item.children || item.children.length > 0);
}

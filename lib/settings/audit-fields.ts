import { RATER_SECTIONS } from "./rater-form-schema";

// How the audit history of the settings names and shows the changed fields (see AuditTimeline).

type FieldDescription = { label: string; kind?: "text" | "money" | "fraction" | "date"; whole?: boolean; decimals?: number };

export const APP_CONFIG_AUDIT_FIELDS: Record<string, FieldDescription> = {
  maintenanceMode: { label: "Maintenance mode" },
  maintenanceModeMessage: { label: "Maintenance message" },
  ...Object.fromEntries(
    RATER_SECTIONS.flatMap((section) =>
      section.fields.map((f) => [
        f.name,
        f.unit === "dollars"
          ? { label: f.label, kind: "money", whole: true }
          : f.unit === "percent"
            ? { label: f.label, kind: "fraction", decimals: 2 }
            : { label: f.label },
      ]),
    ),
  ),
};

export const STATE_FEE_AUDIT_FIELDS: Record<string, FieldDescription> = {
  tax: { label: "Tax", kind: "fraction" },
  stampingFee: { label: "Stamping fee", kind: "fraction" },
  description: { label: "Description" },
};

export const LOCAL_PREMIUM_TAX_AUDIT_FIELDS: Record<string, FieldDescription> = {
  rate: { label: "Rate", kind: "fraction" },
  note: { label: "Note" },
};

export const BINDER_AUDIT_FIELDS: Record<string, FieldDescription> = {
  uniqueMarketReference: { label: "Unique market reference" },
  value: { label: "Value", kind: "money" },
  from: { label: "From", kind: "date" },
  until: { label: "Until", kind: "date" },
};

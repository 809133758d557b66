import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { formatStationName } from "@/lib/format/station-name";
import { storedPremiumSplit } from "@/lib/pricing/fees";
import { PRICE_LABELS } from "@/lib/pricing/price-labels";
import { withCurrentLabels, type InvoiceLine } from "@/lib/policies/invoice-figures";
import { POLICY_STATUS_LABELS, QUOTATION_STATUS_LABELS } from "@/lib/status/status-style";
import { QUOTATION_AUDIT_FIELDS } from "@/components/quotations/details/audit-labels";
import { getQuotationDetails } from "@/server/quotations/get-quotation-details";
import { demoActor } from "../support/factories";
import { quotationInStatus } from "../support/quotation-factory";

// The words the portal shows an underwriter and a broker: "Premium" is the premium alone, statuses
// in a broker's words, station names as people write them, "License" as the US spells it.

const ROOT = join(import.meta.dirname, "..", "..");

describe("one meaning for premium", () => {
  it("splits a version's stored premium-and-fees figure: the premium has no fee in it", () => {
    // The issue's quotation: $32,966.70 of premium and a $250.00 lightning fee, stored as $33,216.70.
    expect(storedPremiumSplit("33216.70", "250.00")).toEqual({ premium: "32966.70", fees: "250.00", premiumAndFees: "33216.70" });
    expect(storedPremiumSplit("1100.00", null)).toEqual({ premium: "1100.00", fees: "0.00", premiumAndFees: "1100.00" });
    expect(storedPremiumSplit(null, "250.00")).toBeNull();
  });

  it("shows the versions' premium as the price breakdown does, fees apart", async () => {
    const broker = await demoActor("broker@example.com");
    const q = await quotationInStatus("READY", { brokerUserId: broker.id, brokerCompanyId: broker.companyId!, fees: "250.00" });
    const details = await getQuotationDetails(broker, q.id);
    const [version] = details.versions;
    expect(version.totalPremium).toBe("1350.00");
    expect(version.fees).toBe("250.00");
    expect(version.premium).toBe("1100.00");
    expect(version.premium).toBe(details.current.price?.breakdown.premium);
  });

  it("never calls a figure with fees in it a premium", () => {
    expect(QUOTATION_AUDIT_FIELDS.totalPremium.label).toBe("Premium and fees");
    expect(PRICE_LABELS.premiumAndFees).toBe("Premium and fees");
    const old: InvoiceLine[] = [
      { kind: "premium", label: "Gross bound premium", amount: "1250.00" },
      { kind: "subtotal", label: "Total premium, taxes and fees", amount: "1350.00" },
      { kind: "total", label: "Amount due", amount: "1225.00" },
    ];
    expect(withCurrentLabels(old).map((l) => l.label)).toEqual(["Gross bound premium", "Total payable by the insured", "Amount due"]);
    expect(withCurrentLabels([{ kind: "subtotal", label: "Total premium, taxes and fees", amount: "-31.13" }])[0].label).toBe(
      "Total returned to the insured",
    );
    // The screens' and documents' words: nothing labelled "Total premium".
    const offenders = sources(["components", "app", "server", "emails", "pdf", "lib"]).filter((p) =>
      /["'>`]\s*Total premium\b/.test(readFileSync(p, "utf8")),
    );
    expect(offenders).toEqual([]);
  });
});

describe("statuses in a broker's words", () => {
  it("names each status plainly, never in the code's word order", () => {
    expect(POLICY_STATUS_LABELS.BOUND_UPDATED).toBe("Final sales reviewed");
    expect(QUOTATION_STATUS_LABELS.PRE_BOUND_REFERRED_TO_UNDERWRITER).toBe("Pre-bind referred to underwriter");
    for (const label of [...Object.values(QUOTATION_STATUS_LABELS), ...Object.values(POLICY_STATUS_LABELS)]) {
      expect(label).not.toMatch(/,|_/);
      expect(label).toMatch(/^[A-Z][a-z]/);
    }
  });

  it("has one status label map", () => {
    const maps = sources(["lib", "components", "server", "app", "pdf", "emails"]).filter((p) =>
      /\bBOUND_UPDATED:\s*"[A-Z]/.test(readFileSync(p, "utf8")),
    );
    expect(maps).toEqual([join(ROOT, "lib", "status", "status-style.ts")]);
  });
});

describe("station names", () => {
  it("title case, with the station directory's abbreviations written out", () => {
    expect(formatStationName("NEW YORK CNTRL PK TWR")).toBe("New York Central Park Tower");
    expect(formatStationName("NEW YORK CITY CENTRAL PARK")).toBe("New York City Central Park");
    expect(formatStationName("NY CITY CENTRAL PARK")).toBe("NY City Central Park");
    expect(formatStationName("ALBANY INTL AP")).toBe("Albany International Airport");
    expect(formatStationName("WORCESTER RGNL AP")).toBe("Worcester Regional Airport");
    expect(formatStationName("CHICAGO OHARE INTL AP")).toBe("Chicago Ohare International Airport");
    expect(formatStationName("WILKES-BARRE SCRANTON INTL AP")).toBe("Wilkes-Barre Scranton International Airport");
    expect(formatStationName("LOS ANGELES DWTN USC CAMPUS")).toBe("Los Angeles Downtown USC Campus");
    expect(formatStationName("NEW YORK 3.1 NE")).toBe("New York 3.1 NE");
    expect(formatStationName("LAKE OF THE WOODS")).toBe("Lake of the Woods");
    expect(formatStationName("  BOSTON   LOGAN  ")).toBe("Boston Logan");
  });

  it("leaves a name that is already written for people, and nothing as nothing", () => {
    expect(formatStationName("New York City, Central Park")).toBe("New York City, Central Park");
    expect(formatStationName(null)).toBe("");
    expect(formatStationName("")).toBe("");
  });
});

describe("US spelling", () => {
  it("says License, never Licence, in what people read (the licenceNumber field keeps its name)", () => {
    const offenders = sources(["components", "app", "server", "emails", "pdf", "lib"]).filter((p) =>
      /licence/i.test(readFileSync(p, "utf8").replace(/licenceNumber|LICENCE_NUMBER_MESSAGE/g, "")),
    );
    expect(offenders).toEqual([]);
  });
});

function sources(dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(ts|tsx)$/.test(name)) out.push(path);
    }
  };
  for (const dir of dirs) walk(join(ROOT, dir));
  return out;
}

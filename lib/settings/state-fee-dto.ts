import { z } from "zod";
import { wireDecimal, wireMoment } from "@/lib/api/wire-schemas";

/** A state's surplus-lines tax and stamping fee, fractions as decimal text ("0.0494" is 4.94%). */
export const stateFeeDtoSchema = z.object({
  id: z.number().int(),
  state: z.string().describe("Two-letter code"),
  name: z.string(),
  tax: wireDecimal,
  stampingFee: wireDecimal,
  /** Kentucky adds a municipal premium tax line. */
  municipalityTax: z.boolean(),
  description: z.string(),
  source: z.string(),
  updatedAt: wireMoment,
});

export type StateFeeDto = z.infer<typeof stateFeeDtoSchema>;

/** A Kentucky taxing jurisdiction (D80): its rate is a fraction as decimal text ("0.085" is 8.5%). */
export const localPremiumTaxDtoSchema = z.object({
  id: z.number().int(),
  state: z.string(),
  code: z.string().nullable().describe("The Kentucky Department of Insurance jurisdiction code, when known"),
  name: z.string(),
  kind: z.enum(["CITY", "COUNTY"]),
  county: z.string(),
  places: z.array(z.string()).describe("The city names whose risks take this rate"),
  rate: wireDecimal,
  withinCities: z.boolean().describe("A county's tax that applies inside its cities too"),
  source: z.string(),
  note: z.string(),
  updatedAt: wireMoment,
});

export type LocalPremiumTaxDto = z.infer<typeof localPremiumTaxDtoSchema>;

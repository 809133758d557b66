import { z } from "zod";

/** A ZIP code with its city and state (GET /api/location). */
export const locationDtoSchema = z.object({
  zipCode: z.string(),
  city: z.string(),
  state: z.string().describe("Two-letter code"),
  latitude: z.number(),
  longitude: z.number(),
});

export type LocationDto = z.infer<typeof locationDtoSchema>;

/** A US state or DC (GET /api/state). */
export const usStateSchema = z.object({ code: z.string(), name: z.string() });

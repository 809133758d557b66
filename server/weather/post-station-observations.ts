import "server-only";
import { z } from "zod";
import { forbidden, notFound } from "@/lib/api/errors";
import { observationsSavedSchema } from "@/lib/claims/claim-dto";
import { weatherObservationsSchema, type WeatherObservationsInput } from "@/lib/claims/claim-schemas";
import { abilityFor } from "@/lib/permissions/rules";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { determineStationDays } from "@/server/claims/determine-station-days";
import { db } from "@/server/db";
import { actionInput, type ActionInput } from "@/server/http/action-input";
import { storedObservation } from "./parse-daily-csv";
import { upsertObservations } from "./save-observations";

export type ObservationsSaved = z.infer<typeof observationsSavedSchema>;

/** Who may add or correct a station's observations (admins). */
export function assertMayPostObservations(actor: Actor): void {
  if (!abilityFor(actor).can("create", "WeatherObservation")) throw forbidden();
}

/**
 * Writes valid observations of a station in one transaction (an unknown station is 404 and nothing
 * is written), converted to the stored units by the daily files' own conversion; a day posted
 * again replaces its values. Then the covered days these observations complete are determined.
 */
export async function saveStationObservations(
  actor: Actor,
  input: WeatherObservationsInput,
  how: { source: "json" | "csv"; fileName?: string },
): Promise<ObservationsSaved> {
  const rows = input.observations.map(storedObservation);
  const dates = rows.map((r) => r.date).sort();
  const from = dates[0];
  const until = dates[dates.length - 1];
  await db.$transaction(
    async (tx) => {
      const station = await tx.weatherStation.findUnique({ where: { id: input.stationId }, select: { id: true } });
      if (!station) throw notFound("Weather station");
      await upsertObservations(tx, station.id, rows);
      await recordAuditEvent(tx, {
        actorId: actor.id,
        action: "weather.observationsPosted",
        subjectType: "WeatherStation",
        subjectId: station.id,
        after: { from, until, days: rows.length, source: how.source, ...(how.fileName ? { fileName: how.fileName } : {}) },
      });
    },
    { maxWait: 15_000, timeout: 120_000 },
  );
  const determinations = await determineStationDays(input.stationId, dates);
  return { stationId: input.stationId, saved: rows.length, from, until, determinations };
}

/**
 * POST /api/weather/observations (admins): `{ stationId, observations: [{ date, prcp_mm, snow_mm,
 * tmax_c, tmin_c, awnd_ms, wsf2_ms, wt03 }] }` in the daily files' units. A bad value is 400 at
 * its field, an unknown station 404; either way nothing is written.
 */
export async function postStationObservations(
  actor: Actor,
  body: ActionInput<typeof weatherObservationsSchema>,
): Promise<ObservationsSaved> {
  assertMayPostObservations(actor);
  return saveStationObservations(actor, actionInput(weatherObservationsSchema, body), { source: "json" });
}

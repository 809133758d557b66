import * as claimsApi from "@/lib/api/operations/claims";
import { apiRoute } from "@/server/http/api-route";
import { RATE_LIMITS, accountSubject, enforceRateLimit } from "@/server/http/rate-limit";
import { readUpload } from "@/server/http/read-upload";
import { OBSERVATIONS_CSV_MAX_BYTES, uploadStationObservations } from "@/server/weather/upload-station-observations";

/** multipart/form-data: the station in `stationId`, the CSV in `file`. */
export const POST = apiRoute(claimsApi.uploadWeatherObservations, async ({ req, actor }) => {
  await enforceRateLimit(RATE_LIMITS.upload, accountSubject(actor.id));
  const upload = await readUpload(req, { field: "file", maxBytes: OBSERVATIONS_CSV_MAX_BYTES });
  return { data: await uploadStationObservations(actor, upload) };
});

"use client";

import * as React from "react";
import { Upload } from "lucide";
import { ApiError, callApi } from "@/lib/api/client";
import * as claimsApi from "@/lib/api/operations/claims";
import { DAILY_CSV_HEADER } from "@/lib/weather/station-observations";
import { Button } from "@/components/ui/button";
import { Card, CardBody, CardHeader } from "@/components/ui/card";
import { FormField, fieldDescribedBy } from "@/components/ui/form-field";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { useSnackbar } from "@/components/ui/snackbar";
import { errorText } from "@/components/forms/api-errors";
import { SaveOutcome, savedSummary, type ObservationsSaved } from "./weather-save-outcome";

/** As the upload route allows (server/weather/upload-station-observations.ts). */
const MAX_BYTES = 10 * 1024 * 1024;

type Outcome = { saved: ObservationsSaved } | { title: string; messages: string[] };

/**
 * Upload a CSV of a station's days in the weather folder's daily format (POST
 * /api/weather/observations/upload): the answer (days saved, their range, the determinations
 * written) or every problem the API named, each with its line. Nothing is saved unless every line
 * is right.
 */
export function WeatherCsvUpload({
  stationId,
  dateFormat,
  onSaved,
}: {
  stationId: string;
  dateFormat: string;
  onSaved: (saved: ObservationsSaved) => void;
}) {
  const snackbar = useSnackbar();
  const [file, setFile] = React.useState<File | null>(null);
  const [pending, setPending] = React.useState(false);
  const [outcome, setOutcome] = React.useState<Outcome | null>(null);
  const [fileError, setFileError] = React.useState<string | null>(null);
  const inputRef = React.useRef<HTMLInputElement>(null);

  const upload = async (event: React.FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setFileError(null);
    if (!file) {
      setFileError("Choose a CSV file");
      inputRef.current?.focus();
      return;
    }
    if (file.size > MAX_BYTES) {
      setFileError("The file is larger than 10 MB");
      inputRef.current?.focus();
      return;
    }
    setPending(true);
    try {
      const body = new FormData();
      body.append("stationId", stationId);
      body.append("file", file);
      const { data } = await callApi(claimsApi.uploadWeatherObservations, { body });
      setOutcome({ saved: data });
      setFile(null);
      if (inputRef.current) inputRef.current.value = "";
      snackbar.show(savedSummary(data, dateFormat), "success");
      onSaved(data);
    } catch (error) {
      const messages = error instanceof ApiError && error.details?.length ? error.details.map((d) => d.message) : [errorText(error)];
      // The messages stay beside the file, where the next upload starts: no snackbar besides.
      setOutcome({ title: "Nothing was saved", messages });
    } finally {
      setPending(false);
    }
  };

  const hintId = "observations-file-hint";
  return (
    <Card role="region" aria-labelledby="weather-upload">
      <CardHeader
        title="Upload a CSV file"
        titleAs="h3"
        titleId="weather-upload"
        description="One line per day in the weather folder's daily format. A day already stored is replaced; if any line is wrong, nothing is saved."
      />
      <CardBody>
        <form onSubmit={upload} noValidate className="space-y-4">
          <div className="space-y-1.5 text-slate-600">
            <p>The first line must be exactly:</p>
            <code className="block overflow-x-auto rounded-md bg-slate-100 px-3 py-2 font-mono text-xs text-slate-800">
              {DAILY_CSV_HEADER}
            </code>
            <p id={hintId} className="text-xs text-slate-500">
              Dates as YYYY-MM-DD; precipitation and snowfall in mm, temperatures in °C, wind in m/s; wt03 1 when thunder was observed. An
              empty cell is a missing value. At most 10 MB.
            </p>
          </div>
          <FormField label="CSV file" htmlFor="observations-file" error={fileError} required>
            <Input
              ref={inputRef}
              id="observations-file"
              name="file"
              type="file"
              accept=".csv,text/csv"
              aria-invalid={!!fileError}
              aria-describedby={[hintId, fieldDescribedBy("observations-file", { error: fileError })].filter(Boolean).join(" ")}
              onChange={(e) => {
                setFile(e.target.files?.[0] ?? null);
                setFileError(null);
              }}
              className="h-auto py-1.5"
            />
          </FormField>
          {outcome && <SaveOutcome outcome={outcome} dateFormat={dateFormat} testId="upload-outcome" />}
          <div className="flex justify-end">
            <Button type="submit" loading={pending}>
              <Icon node={Upload} aria-hidden />
              Upload
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

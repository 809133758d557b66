import "server-only";
import { AppError } from "@/lib/api/errors";
import { AGENCY_CODE_TAKEN } from "@/lib/companies/company-schema";

/** 409 CONFLICT with the message at the agencyCode field, so the form shows it there. */
export const agencyCodeTaken = () =>
  new AppError("CONFLICT", AGENCY_CODE_TAKEN, { details: [{ path: "agencyCode", message: AGENCY_CODE_TAKEN }] });

/** 409 CONFLICT when the `version` sent with a change is not the current one. */
export const staleCompany = () =>
  new AppError("CONFLICT", "This company was changed by someone else since you opened it. Reload the page and try again.");

/** Prisma's unique-constraint violation (agencyCode is the only unique field a company change can hit). */
export const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === "P2002";

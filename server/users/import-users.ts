import "server-only";
import { parse } from "csv-parse/sync";
import { AppError, forbidden, validationFailure, type ValidationDetail } from "@/lib/api/errors";
import { abilityFor } from "@/lib/permissions/rules";
import {
  COMPANY_ROLE_OF,
  IMPORT_HEADER,
  USER_ROLES,
  roleMismatchMessage,
  userImportRowSchema,
  type UserImportRow,
  type UserRoleName,
} from "@/lib/users/user-schema";
import type { Actor } from "@/server/auth/actor";
import { recordAuditEvent } from "@/server/audit/record-audit-event";
import { db } from "@/server/db";
import { issueInvitation } from "./issue-invitation";
import { userAuditView } from "./user-dto";
import { isUniqueViolation } from "./user-rules";

/** Rows per file: every row renders an email inside the one transaction. */
export const IMPORT_MAX_ROWS = 500;
export const IMPORT_MAX_BYTES = 1024 * 1024;

const HEADER_MESSAGE = `The first line must be exactly: ${IMPORT_HEADER.join(",")}`;

type ParsedRow = { line: number; values: Record<(typeof IMPORT_HEADER)[number], string> };
type ValidRow = UserImportRow & { line: number; company: string; companyId: number; companyName: string };

const emptyFile = (message: string) => new AppError("EMPTY_FILE", message, { details: [{ path: "file", message }] });
const newlines = (s: string) => s.match(/\r\n|\r|\n/g)?.length ?? 0;

/** Decodes and parses the file: checks the header, answers the data rows with their line numbers and the rows of the wrong width. */
function readRows(bytes: Uint8Array): { rows: ParsedRow[]; problems: ValidationDetail[] } {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw validationFailure([{ path: "file", message: "File is invalid" }]);
  }
  if (text.includes("\u0000")) throw validationFailure([{ path: "file", message: "File is invalid" }]);
  if (text.replace(/^\uFEFF/, "").trim() === "") throw emptyFile("The file is empty");

  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, { bom: true, info: true, relax_column_count: true, skip_empty_lines: true }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw validationFailure([{ path: line ? `row ${line}` : "file", message: `The file is not valid CSV: ${(error as Error).message}` }]);
  }
  // A record's line is where it starts: its last line less the line breaks inside quoted fields.
  const lines = records.map(({ record, info }) => ({ record, line: info.lines - record.reduce((n, field) => n + newlines(field), 0) }));
  const [header, ...data] = lines.filter(({ record }) => record.some((field) => field.trim() !== ""));
  if (!header) throw emptyFile("The file is empty");
  const names = header.record.map((field) => field.trim());
  if (names.length !== IMPORT_HEADER.length || names.some((name, i) => name !== IMPORT_HEADER[i])) {
    throw validationFailure([{ path: "header", message: HEADER_MESSAGE }]);
  }
  if (data.length === 0) throw emptyFile("The file has no users: add one line per user below the header");
  if (data.length > IMPORT_MAX_ROWS) {
    throw validationFailure([{ path: "file", message: `The file has ${data.length} users; import at most ${IMPORT_MAX_ROWS} at a time` }]);
  }

  const problems: ValidationDetail[] = [];
  const rows: ParsedRow[] = [];
  for (const { record, line } of data) {
    if (record.length !== IMPORT_HEADER.length) {
      problems.push({ path: `row ${line}`, message: `Row ${line} has ${record.length} columns; ${IMPORT_HEADER.length} are expected` });
      continue;
    }
    rows.push({ line, values: Object.fromEntries(IMPORT_HEADER.map((name, i) => [name, record[i].trim()])) as ParsedRow["values"] });
  }
  return { rows, problems };
}

type CompanyRef = { id: number; name: string; agencyCode: string | null; role: "ADMIN" | "UNDERWRITER" | "BROKER" };

/** A company by agency code (unique) or else by name, both case-insensitive. */
function findCompany(companies: CompanyRef[], value: string): CompanyRef | string {
  const key = value.toLowerCase();
  const byCode = companies.find((c) => c.agencyCode?.toLowerCase() === key);
  if (byCode) return byCode;
  const byName = companies.filter((c) => c.name.trim().toLowerCase() === key);
  if (byName.length === 1) return byName[0];
  if (byName.length > 1) return `Several companies are named ${value}: use the agency code`;
  return `No company has the name or agency code ${value}`;
}

function listRows(lines: number[]): string {
  return lines.length === 2 ? `${lines[0]} and ${lines[1]}` : `${lines.slice(0, -1).join(", ")} and ${lines[lines.length - 1]}`;
}

/**
 * POST /api/user/import (admin): creates users from a CSV file with the header
 * `firstName,lastName,email,role,permissionLevel,company`, all rows or none. Every field problem is
 * reported at once as VALIDATION_FAILURE (`row N.field`, N the line in the file, the header being
 * line 1); then emails used twice in the file or already taken as CSV_DUPLICATED_EMAIL. Each user
 * is created INVITED with an invitation email and a `user.import` audit event, in one transaction.
 */
export async function importUsers(actor: Actor, bytes: Uint8Array): Promise<{ created: number }> {
  if (!abilityFor(actor).can("manage", "User")) throw forbidden();
  const { rows, problems } = readRows(bytes);

  const companies = await db.company.findMany({ select: { id: true, name: true, agencyCode: true, role: true } });
  const valid: ValidRow[] = [];
  for (const { line, values } of rows) {
    const parsed = userImportRowSchema.safeParse(values);
    const rowProblems: ValidationDetail[] = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ path: `row ${line}.${issue.path.map(String).join(".")}`, message: issue.message }));
    const company = values.company ? findCompany(companies, values.company) : null;
    if (typeof company === "string") rowProblems.push({ path: `row ${line}.company`, message: company });
    const role = (USER_ROLES as readonly string[]).includes(values.role) ? (values.role as UserRoleName) : null;
    if (role && company && typeof company !== "string" && COMPANY_ROLE_OF[role] !== company.role) {
      rowProblems.push({ path: `row ${line}.role`, message: roleMismatchMessage(company.name, company.role) });
    }
    problems.push(...rowProblems);
    if (parsed.success && company && typeof company !== "string" && rowProblems.length === 0) {
      valid.push({ ...parsed.data, line, companyId: company.id, companyName: company.name });
    }
  }
  if (problems.length > 0) throw validationFailure(problems.sort((a, b) => lineOf(a.path) - lineOf(b.path)));

  const duplicates = duplicateDetails(valid);
  const existing = await db.user.findMany({ where: { email: { in: valid.map((r) => r.email) } }, select: { email: true } });
  const taken = new Set(existing.map((u) => u.email));
  for (const row of valid) {
    if (taken.has(row.email)) duplicates.push({ path: `row ${row.line}.email`, message: `Email ${row.email} already exists` });
  }
  if (duplicates.length > 0) {
    duplicates.sort((a, b) => lineOf(a.path) - lineOf(b.path));
    throw new AppError("CSV_DUPLICATED_EMAIL", duplicates[0].message, { details: duplicates });
  }

  const now = new Date();
  try {
    await db.$transaction(
      async (tx) => {
        for (const row of valid) {
          const user = await tx.user.create({
            data: {
              firstName: row.firstName,
              lastName: row.lastName,
              email: row.email,
              role: row.role,
              permissionLevel: row.permissionLevel,
              companyId: row.companyId,
              status: "INVITED",
              passwordHash: null,
            },
            include: { company: { select: { id: true, name: true } } },
          });
          await issueInvitation(tx, user, row.companyName, now);
          await recordAuditEvent(tx, {
            actorId: actor.id,
            action: "user.import",
            subjectType: "User",
            subjectId: user.id,
            after: { ...userAuditView(user), importLine: row.line },
          });
        }
      },
      { timeout: 120_000, maxWait: 10_000 },
    );
  } catch (error) {
    // Someone else created one of the emails since the check above: nothing of this file was kept.
    if (isUniqueViolation(error)) {
      const message = "One of the emails was created by someone else during the import; nothing was imported, try again";
      throw new AppError("CSV_DUPLICATED_EMAIL", message, { details: [{ path: "file", message }] });
    }
    throw error;
  }
  return { created: valid.length };
}

function lineOf(path: string): number {
  return Number(/^row (\d+)/.exec(path)?.[1] ?? 0);
}

/** Every row whose email also appears on another row of the file. */
function duplicateDetails(rows: ValidRow[]): ValidationDetail[] {
  const byEmail = new Map<string, number[]>();
  for (const row of rows) byEmail.set(row.email, [...(byEmail.get(row.email) ?? []), row.line]);
  const details: ValidationDetail[] = [];
  for (const [email, lines] of byEmail) {
    if (lines.length < 2) continue;
    for (const line of lines) details.push({ path: `row ${line}.email`, message: `Email ${email} is used on rows ${listRows(lines)}` });
  }
  return details;
}

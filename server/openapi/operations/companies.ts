import type { Operation } from "../operation";

export const COMPANY_OPERATIONS: Operation[] = [];

import type { Operation } from "../operation";

export const USER_OPERATIONS: Operation[] = [];

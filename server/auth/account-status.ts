import "server-only";
// Whether an account may be used right now (DESIGN.md §4): refused for a disabled user, a disabled
// company, or outside accessStartDate..accessEndDate (dates inclusive, compared in UTC).

type Account = {
  enabled: boolean;
  accessStartDate: Date | null;
  accessEndDate: Date | null;
  company: { enabled: boolean };
};

export function accountBlockReason(account: Account, now = new Date()): string | null {
  if (!account.enabled) return "Your account is disabled";
  if (!account.company.enabled) return "Your company's account is disabled";
  const today = now.toISOString().slice(0, 10);
  if (account.accessStartDate && today < account.accessStartDate.toISOString().slice(0, 10)) {
    return "Your access has not started yet";
  }
  if (account.accessEndDate && today > account.accessEndDate.toISOString().slice(0, 10)) {
    return "Your access has ended";
  }
  return null;
}

"use client";

import * as React from "react";
import { useRouter } from "next/navigation";
import { Send } from "lucide";
import { Icon } from "@/components/ui/icon";
import { callApi } from "@/lib/api/client";
import * as usersApi from "@/lib/api/operations/users";
import { Button } from "@/components/ui/button";
import { useSnackbar } from "@/components/ui/snackbar";

/** Emails a new invitation link to a user who has not set a password yet. */
export function ResendInvitationButton({ userId }: { userId: number }) {
  const router = useRouter();
  const snackbar = useSnackbar();
  const [pending, setPending] = React.useState(false);
  const resend = async () => {
    setPending(true);
    try {
      const { data } = await callApi(usersApi.resendInvitation, { params: { userId } });
      snackbar.show(data.message, "success");
      router.refresh();
    } catch {
      snackbar.show("Could not resend invitation email", "error");
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" onClick={resend} loading={pending}>
      {pending ? null : <Icon node={Send} aria-hidden />}
      Resend invitation
    </Button>
  );
}

import { useState } from "react";
import { useFetcher } from "react-router";
import { TextField } from "~/components/ui/field";
import type { AdminUser } from "~/features/admin/shared/admin-types";
import { TabPage } from "~/features/admin/shared/tab-page";
import { fieldErrorsIn, useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";

/** Your account: the signed-in user changes their own password, giving the current one. */
export function AccountTab({ user }: { user: AdminUser }) {
  const fetcher = useFetcher<Result>();
  const [changed, setChanged] = useState(0);
  useResultToast(fetcher, (r) => r.ok && setChanged((n) => n + 1));
  const fields = fieldErrorsIn(fetcher.data);
  return (
    <TabPage
      title="Your account"
      description={`Signed in as ${user.email} (${user.role}). A new password ends your sessions on other devices.`}
    >
      {/* A new key after a change empties the fields. */}
      <fetcher.Form method="post" className="max-w-xl space-y-4" key={changed}>
        <TextField
          id="account-current"
          name="current"
          type="password"
          label="Current password"
          autoComplete="current-password"
          required
          error={fields.current}
        />
        <TextField
          id="account-password"
          name="password"
          type="password"
          label="New password"
          autoComplete="new-password"
          required
          minLength={12}
          maxLength={128}
          hint="At least 12 characters; a few unrelated words are easy to remember and hard to guess. Common passwords are refused."
          error={fields.password}
        />
        <TextField
          id="account-confirm"
          name="confirm"
          type="password"
          label="Repeat the new password"
          autoComplete="new-password"
          required
          error={fields.confirm}
        />
        <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
          Change password
        </button>
      </fetcher.Form>
    </TabPage>
  );
}

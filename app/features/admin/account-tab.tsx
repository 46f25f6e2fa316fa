import { Form } from "react-router";
import { TextField } from "~/components/ui/field";
import { ActionMessage } from "./action-message";
import type { ActionResult, AdminUser } from "./admin-types";

/** Your account: the signed-in user changes their own password, giving the current one. */
export function AccountTab({ user, result }: { user: AdminUser; result?: ActionResult }) {
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  return (
    <section aria-labelledby="tab-heading" className="max-w-xl">
      <h1 id="tab-heading" className="text-2xl font-bold text-slate-900">
        Your account
      </h1>
      <p className="mt-1 text-slate-700">
        Signed in as {user.email} ({user.role}). A new password ends your sessions on other devices.
      </p>
      <ActionMessage result={result} />
      {/* A new key after a change empties the fields. */}
      <Form method="post" className="mt-4 space-y-4" key={result?.ok ? "changed" : "form"}>
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
        <button type="submit" className="btn-primary">
          Change password
        </button>
      </Form>
    </section>
  );
}

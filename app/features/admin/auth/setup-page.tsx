import { Form, useNavigation } from "react-router";
import { TextField } from "~/components/ui/field";
import { ActionMessage } from "~/features/admin/shared/action-message";
import { GateCard } from "~/features/admin/shared/panel";
import type { FieldErrors } from "~/lib/result";

interface Props {
  token: string;
  usable: boolean;
  error?: string;
  fields?: FieldErrors;
  values?: { name?: string; email?: string };
}

/** The one-time "create the first admin" form behind the setup link the server prints at start. */
export function SetupPage({ token, usable, error, fields = {}, values = {} }: Props) {
  const busy = useNavigation().state === "submitting";
  return (
    <GateCard title="Create the first admin">
      {!usable ? (
        <p role="alert" className="mt-4 text-slate-700">
          This setup link has expired or was already used. If no account exists yet, restart the server or run{" "}
          <code>npm run admin -- setup-link</code> for a new link; otherwise{" "}
          <a className="font-semibold text-brand-700 underline" href="/admin/login">
            sign in
          </a>
          .
        </p>
      ) : (
        <>
          <p className="mt-2 text-slate-700">
            This account can manage everything in the admin area, including other accounts. The link works once.
          </p>
          <ActionMessage result={error ? { ok: false, message: error } : null} />
          <Form method="post" className="mt-6 space-y-4">
            <input type="hidden" name="token" value={token} />
            <TextField
              id="setup-name"
              name="name"
              label="Full name"
              autoComplete="name"
              required
              defaultValue={values.name}
              error={fields.name}
            />
            <TextField
              id="setup-email"
              name="email"
              type="email"
              label="Email"
              autoComplete="username"
              required
              defaultValue={values.email}
              error={fields.email}
            />
            <TextField
              id="setup-password"
              name="password"
              type="password"
              label="Password"
              autoComplete="new-password"
              required
              minLength={12}
              hint="At least 12 characters. A passphrase of several words is easy to type and hard to guess."
              error={fields.password}
            />
            <button type="submit" className="btn-primary w-full" disabled={busy}>
              {busy ? "Creating…" : "Create admin account"}
            </button>
          </Form>
        </>
      )}
    </GateCard>
  );
}

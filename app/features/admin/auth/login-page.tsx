import { Form, useNavigation } from "react-router";
import { TextField } from "~/components/ui/field";
import { ActionMessage } from "~/features/admin/shared/action-message";
import { GateCard } from "~/features/admin/shared/panel";

interface Props {
  next: string;
  restored?: boolean;
  /** The backup the restore saved the replaced data as. */
  savedAs?: string;
  email?: string;
  error?: string;
  secureContext: boolean;
}

/** The gate in front of the admin area: nothing behind it shows before sign-in. Works as a plain form post. */
export function LoginPage({ next, email, error, secureContext, restored, savedAs }: Props) {
  const busy = useNavigation().state === "submitting";
  return (
    <GateCard title="Admin Login">
      <p className="mt-2 text-slate-700">Sign in to manage leads, blog posts and site content.</p>
      {!secureContext && (
        <p role="alert" className="mt-4 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          Signing in needs a secure connection. Open this page over HTTPS (or on localhost) to sign in.
        </p>
      )}
      {restored && !error && (
        <p role="status" className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900">
          The backup was restored. Please sign in again.
          {savedAs && ` Before restoring, the current data was saved as ${savedAs} (in the Backup tab's history).`}
        </p>
      )}
      <ActionMessage result={error ? { ok: false, message: error } : null} />
      <Form method="post" className="mt-6 space-y-4">
        <input type="hidden" name="next" value={next} />
        <TextField
          id="login-email"
          name="email"
          type="email"
          label="Email"
          autoComplete="username"
          required
          defaultValue={email}
        />
        <TextField
          id="login-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? "Signing in…" : "Sign In"}
        </button>
      </Form>
    </GateCard>
  );
}

import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { TextField } from "~/components/ui/field";
import { formatWhen } from "~/features/admin/shared/format";
import { Select } from "~/features/admin/shared/select";
import { TabPage } from "~/features/admin/shared/tab-page";
import { fieldErrorsIn, useResultToast } from "~/features/admin/shared/use-result-toast";
import type { ChangeResult, UserRow } from "~/features/admin/users/users-api";
import type { Result } from "~/lib/result";
import { USER_ROLES } from "~/lib/statuses";

function UserCard({ u, self }: { u: UserRow; self: boolean }) {
  // One fetcher for the card's three forms: each answer is a toast; a reset password field empties.
  const fetcher = useFetcher<ChangeResult>();
  // Calls nobody else was free for when this person stopped taking calls: kept on screen, not a toast.
  const unassigned = fetcher.data?.ok ? (fetcher.data.unassigned ?? []) : [];
  const [reset, setReset] = useState(0);
  useResultToast(fetcher, (r) => r.ok && setReset((n) => n + 1));
  const busy = fetcher.state !== "idle";
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">
            {u.name}
            {self && " (you)"}
          </h3>
          <p className="break-words text-sm text-slate-700">{u.email}</p>
        </div>
        <dl className="grid grid-cols-[auto_auto] gap-x-3 text-sm">
          <dt className="text-slate-700">Role</dt>
          <dd>{u.role}</dd>
          <dt className="text-slate-700">Status</dt>
          <dd>{u.status}</dd>
          <dt className="text-slate-700">Last login</dt>
          <dd>{formatWhen(u.lastLoginAt) || "never"}</dd>
          <dt className="text-slate-700">Posts</dt>
          <dd>{u.postsCount}</dd>
          <dt className="text-slate-700">Takes calls</dt>
          <dd>{u.takesCalls ? "yes" : "no"}</dd>
        </dl>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <fetcher.Form method="post" className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="id" value={u.id} />
          <input type="hidden" name="intent" value="role" />
          <Select
            id={`role-${u.id}`}
            name="role"
            label={`Role for ${u.name}`}
            options={USER_ROLES}
            defaultValue={u.role}
          />
          <button type="submit" className="btn-secondary" disabled={busy}>
            Change role
          </button>
        </fetcher.Form>
        {u.role !== "editor" && <TakesCalls u={u} fetcher={fetcher} busy={busy} />}
        <fetcher.Form method="post">
          <input type="hidden" name="id" value={u.id} />
          <input type="hidden" name="intent" value="status" />
          <button
            type="submit"
            name="status"
            value={u.status === "active" ? "inactive" : "active"}
            className="btn-secondary"
            disabled={busy}
          >
            {u.status === "active" ? "Deactivate" : "Reactivate"}
          </button>
        </fetcher.Form>
        {self ? (
          // One's own password needs the current one: the Your account page asks for it.
          <Link to="/admin/account" className="btn-secondary">
            Change your password
          </Link>
        ) : (
          <fetcher.Form method="post" className="flex flex-wrap items-end gap-2" key={reset}>
            <input type="hidden" name="id" value={u.id} />
            <input type="hidden" name="intent" value="password" />
            <TextField
              id={`password-${u.id}`}
              name="password"
              type="password"
              label={`New password for ${u.name}`}
              autoComplete="new-password"
              minLength={12}
              required
            />
            <button type="submit" className="btn-secondary" disabled={busy}>
              Reset password
            </button>
          </fetcher.Form>
        )}
      </div>
      {unassigned.length > 0 && (
        <div role="alert" className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300">
          <p className="font-semibold">
            No one else is free for {unassigned.length === 1 ? "this call" : "these calls"}: still with {u.name}. Move
            or cancel {unassigned.length === 1 ? "it" : "them"} in <Link to="/admin/calls">Calls</Link>.
          </p>
          <ul className="mt-1 list-disc pl-5">
            {unassigned.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

/**
 * Strategy calls (issue #38): whether slots are offered with this admin or sales user. A checkbox and
 * a Save button, so it works without JavaScript and a keyboard user is never surprised by a post.
 */
function TakesCalls({
  u,
  fetcher,
  busy,
}: {
  u: UserRow;
  fetcher: ReturnType<typeof useFetcher<ChangeResult>>;
  busy: boolean;
}) {
  return (
    <fetcher.Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={u.id} />
      <input type="hidden" name="intent" value="calls" />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        {/* key: a saved answer re-renders the box with the stored value. */}
        <input
          key={String(u.takesCalls)}
          type="checkbox"
          name="takesCalls"
          defaultChecked={u.takesCalls}
          className="size-4"
        />
        Takes calls<span className="sr-only"> ({u.name})</span>
      </label>
      <button type="submit" className="btn-secondary" disabled={busy}>
        Save<span className="sr-only"> whether {u.name} takes calls</span>
      </button>
    </fetcher.Form>
  );
}

export function UsersTab({ users, selfId }: { users: UserRow[]; selfId: string }) {
  return (
    <TabPage title="Users">
      <ul className="space-y-3">
        {users.map((u) => (
          <UserCard key={u.id} u={u} self={u.id === selfId} />
        ))}
      </ul>
      <NewUser />
    </TabPage>
  );
}

function NewUser() {
  const fetcher = useFetcher<Result>();
  const [created, setCreated] = useState(0);
  useResultToast(fetcher, (r) => r.ok && setCreated((n) => n + 1));
  const fields = fieldErrorsIn(fetcher.data);
  return (
    <section aria-labelledby="new-user" className="mt-8 max-w-2xl rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="new-user" className="text-lg font-semibold text-slate-900">
        Create an account
      </h2>
      {/* A new key after a creation empties the fields. */}
      <fetcher.Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" key={created}>
        <input type="hidden" name="intent" value="create" />
        <TextField id="user-name" name="name" label="Full name" required error={fields.name} />
        <TextField id="user-email" name="email" type="email" label="Email" required error={fields.email} />
        <Select id="user-role" name="role" label="Role" options={["editor", "sales", "admin"]} defaultValue="editor" />
        <TextField
          id="user-password"
          name="password"
          type="password"
          label="Password"
          autoComplete="new-password"
          required
          minLength={12}
          error={fields.password}
        />
        <div className="sm:col-span-2">
          <button type="submit" className="btn-primary" disabled={fetcher.state !== "idle"}>
            Create account
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}

import { Form, Link } from "react-router";
import { TextField } from "~/components/ui/field";
import { ActionMessage } from "./action-message";
import type { ActionResult, UserRow } from "./admin-types";
import { formatWhen } from "./format";

function UserCard({ u, self }: { u: UserRow; self: boolean }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4">
      <div className="flex flex-wrap justify-between gap-2">
        <div>
          <h3 className="font-semibold text-slate-900">
            {u.name}
            {self && " (you)"}
          </h3>
          <p className="text-sm text-slate-700">{u.email}</p>
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
        </dl>
      </div>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Form method="post" className="flex items-end gap-2">
          <input type="hidden" name="id" value={u.id} />
          <input type="hidden" name="intent" value="role" />
          <label className="field-label">
            Role for {u.name}
            <select name="role" defaultValue={u.role} className="field mt-1">
              <option value="admin">admin</option>
              <option value="editor">editor</option>
            </select>
          </label>
          <button type="submit" className="btn-secondary">
            Change role
          </button>
        </Form>
        <Form method="post">
          <input type="hidden" name="id" value={u.id} />
          <input type="hidden" name="intent" value="status" />
          <button
            type="submit"
            name="status"
            value={u.status === "active" ? "inactive" : "active"}
            className="btn-secondary"
          >
            {u.status === "active" ? "Deactivate" : "Reactivate"}
          </button>
        </Form>
        {self ? (
          // One's own password needs the current one: the Your account page asks for it.
          <Link to="/admin/account" className="btn-secondary">
            Change your password
          </Link>
        ) : (
          <Form method="post" className="flex items-end gap-2">
            <input type="hidden" name="id" value={u.id} />
            <input type="hidden" name="intent" value="password" />
            <label className="field-label">
              New password for {u.name}
              <input
                name="password"
                type="password"
                autoComplete="new-password"
                minLength={12}
                required
                className="field mt-1"
              />
            </label>
            <button type="submit" className="btn-secondary">
              Reset password
            </button>
          </Form>
        )}
      </div>
    </li>
  );
}

export function UsersTab({ users, selfId, result }: { users: UserRow[]; selfId: string; result?: ActionResult }) {
  const fields = result && !result.ok ? (result.fields ?? {}) : {};
  return (
    <section aria-labelledby="tab-heading">
      <h1 id="tab-heading" className="text-2xl font-bold text-slate-900">
        Users
      </h1>
      <ActionMessage result={result} />
      <ul className="mt-4 space-y-3">
        {users.map((u) => (
          <UserCard key={u.id} u={u} self={u.id === selfId} />
        ))}
      </ul>
      <section aria-labelledby="new-user" className="mt-8 max-w-2xl rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="new-user" className="text-lg font-semibold text-slate-900">
          Create an account
        </h2>
        <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-2" key={result?.ok ? users.length : "form"}>
          <input type="hidden" name="intent" value="create" />
          <TextField id="user-name" name="name" label="Full name" required error={fields.name} />
          <TextField id="user-email" name="email" type="email" label="Email" required error={fields.email} />
          <div>
            <label htmlFor="user-role" className="field-label">
              Role
            </label>
            <select id="user-role" name="role" className="field" defaultValue="editor">
              <option value="editor">editor</option>
              <option value="admin">admin</option>
            </select>
          </div>
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
            <button type="submit" className="btn-primary">
              Create account
            </button>
          </div>
        </Form>
      </section>
    </section>
  );
}

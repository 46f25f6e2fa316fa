import { Form, Link } from "react-router";
import type { AdminUser } from "./admin-types";

/** Who is signed in, and the buttons of the management view: Back to Platforms, View Blog, Your account, Logout. */
export function TopBar({ user, backToPlatforms }: { user: AdminUser; backToPlatforms: boolean }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-4">
      <p className="text-sm text-slate-700">
        Signed in as <span className="font-semibold text-slate-900">{user.name}</span> ({user.role})
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {backToPlatforms && (
          <Link to="/admin" className="btn-secondary">
            Back to Platforms
          </Link>
        )}
        <a href="/blog" target="_blank" rel="noopener" className="btn-secondary">
          View Blog<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <Link to="/admin/account" className="btn-secondary">
          Your account
        </Link>
        <Form method="post" action="/admin/logout" reloadDocument>
          <button type="submit" className="btn-primary">
            Logout
          </button>
        </Form>
      </div>
    </div>
  );
}

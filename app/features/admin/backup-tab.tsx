import { Form } from "react-router";
import { ActionMessage } from "./action-message";
import { Panel } from "./panel";

export function BackupTab({
  kind,
  result,
}: {
  kind: "sqlite" | "postgres";
  result?: { ok: boolean; message?: string };
}) {
  return (
    <section aria-labelledby="tab-heading" className="max-w-2xl space-y-6">
      <h1 id="tab-heading" className="text-2xl font-bold text-slate-900">
        Backup
      </h1>
      <Panel id="backup-download" title="Download a backup">
        <p className="mt-2 text-sm text-slate-700">
          {kind === "sqlite"
            ? "A consistent copy of the whole SQLite database (leads, posts, accounts, settings), taken while the site keeps running."
            : "An export of every table of the PostgreSQL database (leads, posts, accounts, settings), read at one moment."}{" "}
          It holds personal data and password hashes: store it as carefully as the database itself.
        </p>
        <a href="/admin/backup/download" className="btn-primary mt-4" download>
          Download backup
        </a>
      </Panel>
      <Panel id="backup-restore" title="Restore">
        <p className="mt-2 text-sm text-slate-700">
          Replaces the site's content and accounts with the backup's, in one step: if anything fails, nothing changes.
          The mail queue, sign-ins and the audit log stay as they are (the backup's audit entries are added). You sign
          in again afterwards.
        </p>
        <ActionMessage result={result} />
        <Form method="post" encType="multipart/form-data" reloadDocument className="mt-4 space-y-3">
          <div>
            <label htmlFor="restore-file" className="field-label">
              Backup file
            </label>
            <input id="restore-file" name="file" type="file" required accept=".sqlite,.db,.json" className="field" />
          </div>
          <div>
            <label htmlFor="restore-password" className="field-label">
              Your password
            </label>
            <input
              id="restore-password"
              name="password"
              type="password"
              required
              autoComplete="current-password"
              className="field"
            />
          </div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
            Yes, replace all current data with this backup.
          </label>
          <button type="submit" className="btn-primary">
            Restore
          </button>
        </Form>
      </Panel>
    </section>
  );
}

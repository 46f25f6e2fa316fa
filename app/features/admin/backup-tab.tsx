import { Form } from "react-router";
import { ActionMessage } from "./action-message";

export function BackupTab({
  kind,
  result,
}: {
  kind: "sqlite" | "postgres";
  result?: { ok: boolean; message?: string };
}) {
  const card = "rounded-xl border border-slate-200 bg-white p-5";
  return (
    <section aria-labelledby="tab-heading" className="max-w-2xl space-y-6">
      <h1 id="tab-heading" className="text-2xl font-bold text-slate-900">
        Backup
      </h1>
      <section aria-labelledby="backup-download" className={card}>
        <h2 id="backup-download" className="text-lg font-semibold text-slate-900">
          Download a backup
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          {kind === "sqlite"
            ? "A consistent copy of the whole SQLite database (leads, posts, accounts, settings), taken while the site keeps running."
            : "An export of every table of the PostgreSQL database (leads, posts, accounts, settings), read at one moment."}{" "}
          It holds personal data and password hashes: store it as carefully as the database itself.
        </p>
        <a href="/admin/backup/download" className="btn-primary mt-4" download>
          Download backup
        </a>
      </section>
      <section aria-labelledby="backup-restore" className={card}>
        <h2 id="backup-restore" className="text-lg font-semibold text-slate-900">
          Restore
        </h2>
        <p className="mt-2 text-sm text-slate-700">
          Replaces everything in the database with the backup, in one step: if anything fails, nothing changes.
          Everyone, you included, signs in again afterwards.
        </p>
        <ActionMessage result={result} />
        <Form method="post" encType="multipart/form-data" reloadDocument className="mt-4 space-y-3">
          <div>
            <label htmlFor="restore-file" className="field-label">
              Backup file
            </label>
            <input id="restore-file" name="file" type="file" required accept=".sqlite,.db,.json" className="field" />
          </div>
          <label className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" name="confirm" value="yes" required className="mt-1" />
            Yes, replace all current data with this backup.
          </label>
          <button type="submit" className="btn-primary">
            Restore
          </button>
        </Form>
      </section>
    </section>
  );
}

import { Link, useFetcher } from "react-router";
import type { BackupEntry } from "~/features/admin/backup/backup-api";
import { formatBytes } from "~/features/admin/backup/backup-size";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { EmptyState } from "~/features/admin/shared/empty-state";
import { formatWhen } from "~/features/admin/shared/format";
import { Panel } from "~/features/admin/shared/panel";
import { TabPage } from "~/features/admin/shared/tab-page";
import { useResultToast } from "~/features/admin/shared/use-result-toast";
import type { Result } from "~/lib/result";

const KIND_LABEL = { scheduled: "Scheduled", manual: "Manual" } as const;

export function BackupTab({
  kind,
  history,
  restoreEntry,
}: {
  kind: "sqlite" | "postgres";
  history: BackupEntry[];
  /** A history entry chosen for the restore form (?restore=<id>); else the form takes an uploaded file. */
  restoreEntry?: BackupEntry;
}) {
  // A refused restore is a toast; a done one ends the session and lands on the sign-in page.
  const fetcher = useFetcher<Result>();
  useResultToast(fetcher);
  return (
    <TabPage title="Backup">
      <div className="max-w-3xl space-y-6">
        <Panel id="backup-download" title="Download a backup">
          <p className="mt-2 text-sm text-slate-700">
            {kind === "sqlite"
              ? "A consistent copy of the whole SQLite database (leads, posts, accounts, settings), taken while the site keeps running."
              : "An export of every table of the PostgreSQL database (leads, posts, accounts, settings), read at one moment."}{" "}
            It holds personal data and password hashes: store it as carefully as the database itself. A copy stays in
            the history below.
          </p>
          {/* A POST (checked as coming from this page): no link elsewhere can make a backup. A plain form:
              the answer is the file, which the browser saves while this page stays. */}
          <form method="post" action="/admin/backup/download" className="mt-4">
            <button type="submit" className="btn-primary">
              Download backup
            </button>
          </form>
        </Panel>
        <Panel id="backup-history" title="Backup history">
          {history.length === 0 ? (
            <div className="mt-3">
              <EmptyState title="No backups yet.">
                Scheduled backups appear here once the first one has run, and each download adds one.
              </EmptyState>
            </div>
          ) : (
            <AdminTable caption="Backup history, newest first" columns={["Time", "Size", "Kind", "By", "Actions"]}>
              {history.map((b) => (
                <tr key={b.id} className="border-t border-slate-100">
                  <td className="p-3">{formatWhen(b.created_at)}</td>
                  <td className="p-3">{formatBytes(b.byte_size)}</td>
                  <td className="p-3">{KIND_LABEL[b.kind] ?? b.kind}</td>
                  <td className="p-3">{b.created_by ?? "Schedule"}</td>
                  <td className="p-3">
                    <div className="flex flex-wrap gap-2">
                      <a
                        href={`/admin/backup/download?entry=${encodeURIComponent(b.id)}`}
                        className="btn-secondary"
                        download
                        aria-label={`Download the backup of ${formatWhen(b.created_at)}`}
                      >
                        Download
                      </a>
                      <Link
                        to={`/admin/backup?restore=${encodeURIComponent(b.id)}#backup-restore`}
                        className="btn-secondary"
                        aria-label={`Restore the backup of ${formatWhen(b.created_at)}`}
                      >
                        Restore
                      </Link>
                    </div>
                  </td>
                </tr>
              ))}
            </AdminTable>
          )}
        </Panel>
        <Panel id="backup-restore" title="Restore">
          <p className="mt-2 text-sm text-slate-700">
            Replaces the site's content and accounts with the backup's, in one step: if anything fails, nothing changes.
            The mail queue, sign-ins and the audit log stay as they are (the backup's audit entries are added). The
            current data is saved to the history first. You sign in again afterwards.
          </p>
          <fetcher.Form method="post" encType="multipart/form-data" className="mt-4 space-y-3">
            {restoreEntry ? (
              <p className="text-sm text-slate-800">
                <input type="hidden" name="entry" value={restoreEntry.id} />
                Backup to restore: <strong>{formatWhen(restoreEntry.created_at)}</strong> (
                {KIND_LABEL[restoreEntry.kind] ?? restoreEntry.kind}, {formatBytes(restoreEntry.byte_size)}).{" "}
                <Link to="/admin/backup#backup-restore" className="underline">
                  Upload a file instead
                </Link>
              </p>
            ) : (
              <div>
                <label htmlFor="restore-file" className="field-label">
                  Backup file
                </label>
                <input
                  id="restore-file"
                  name="file"
                  type="file"
                  required
                  accept=".sqlite,.db,.json"
                  className="field"
                />
              </div>
            )}
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
            <p id="restore-pause" className="text-sm font-medium text-amber-800">
              The site pauses while a restore runs: visitors' pages and forms wait until it has finished (seconds for a
              small site, longer for a large database).
            </p>
            <button
              type="submit"
              className="btn-primary"
              aria-describedby="restore-pause"
              disabled={fetcher.state !== "idle"}
            >
              Restore
            </button>
          </fetcher.Form>
        </Panel>
      </div>
    </TabPage>
  );
}

import { data, redirect } from "react-router";
import { BackupTab } from "~/features/admin/backup/backup-tab";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import { refuse, statusOf } from "~/lib/result";
import type { Route } from "./+types/admin-backup";

export const meta: Route.MetaFunction = () => adminMeta("Backup");

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "backup");
  const { backups } = adminOf(context);
  const history = await backups.list();
  const chosen = new URL(request.url).searchParams.get("restore");
  return { kind: backups.kind, history, restoreEntry: history.find((b) => b.id === chosen) };
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "backup");
  const admin = adminOf(context);
  const form = await request.formData();
  // The file itself never reaches the form: the server streamed it to a temporary file as it arrived.
  const file = admin.backups.uploaded;
  const entry = form.get("entry");
  if (form.get("confirm") !== "yes")
    return data(refuse("invalid", "Tick the box to confirm the restore."), { status: 400 });
  const from =
    typeof entry === "string" && entry !== "" ? { entry } : file && file.size > 0 ? { upload: file } : undefined;
  if (!from) return data(refuse("invalid", "Choose a backup file."), { status: 400 });
  const password = form.get("password");
  if (typeof password !== "string" || password === "")
    return data(refuse("invalid", "Enter your password to confirm the restore."), { status: 400 });
  const result = await admin.backups.restore(from, password);
  if (!result.ok) return data(result, { status: statusOf(result) });
  // The accounts may have changed with the restore: this admin signs in again, and the gate says why
  // (and names the backup of the data it replaced).
  const saved = result.savedAs ? `&saved=${encodeURIComponent(result.savedAs)}` : "";
  throw redirect(`/admin/login?restored=1${saved}`, { headers: { "Set-Cookie": await admin.logout() } });
}

export default function AdminBackup({ loaderData }: Route.ComponentProps) {
  return <BackupTab kind={loaderData.kind} history={loaderData.history} restoreEntry={loaderData.restoreEntry} />;
}

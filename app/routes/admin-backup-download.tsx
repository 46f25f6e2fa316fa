import type { BackupDownload } from "~/features/admin/backup/backup-api";
import { adminOf, requireUser } from "~/features/admin/shared/guard";
import type { Route } from "./+types/admin-backup-download";

// A download, not a page. A new backup only by the Backup tab's POST (the gate checks it came from our
// own pages): a GET is a link any site can make a signed-in browser follow, so it never writes a file
// (security issue #35). A GET with ?entry sends one file of the history by its id (the gate refuses it
// from another site's page). Either is streamed from a file in BACKUP_DIR; the request never names a path.
export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "backup");
  const entry = new URL(request.url).searchParams.get("entry");
  if (entry === null)
    return new Response("A new backup is made with the Download backup button on the Backup tab.", {
      status: 405,
      headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
    });
  const file = await adminOf(context).backups.stored(entry);
  if (!file)
    return new Response("That backup is not in the list.", { status: 404, headers: { "Content-Type": "text/plain" } });
  return attachment(file);
}

export async function action({ context, request }: Route.ActionArgs) {
  requireUser(context, request, "backup");
  return attachment(await adminOf(context).backups.create());
}

function attachment(file: BackupDownload) {
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

import { adminOf, requireUser } from "~/features/admin/shared/guard";
import type { Route } from "./+types/admin-backup-download";

// A download, not a page: a new backup (?entry absent), or one file of the history by its id. Either is
// streamed from a file in BACKUP_DIR; the request never names a path.
export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "backup");
  const api = adminOf(context).api;
  const entry = new URL(request.url).searchParams.get("entry");
  const file = entry === null ? await api.backup() : await api.storedBackup(entry);
  if (!file)
    return new Response("That backup is not in the list.", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

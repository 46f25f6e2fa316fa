import { adminOf, requireUser } from "~/features/admin/guard";
import type { Route } from "./+types/admin-backup-download";

// A download, not a page: the whole database (SQLite file or PostgreSQL JSON export).
export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, "backup");
  const { filename, contentType, body } = await adminOf(context).api.backup();
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": contentType,
      "Content-Disposition": `attachment; filename="${filename}"`,
      "Cache-Control": "no-store",
    },
  });
}

import { Image as ImageIcon, Trash2, Upload } from "lucide-react";
import { useCallback, useState } from "react";
import { useRevalidator } from "react-router";
import { useToast } from "~/components/widgets/toast";
import { type AdminMediaItem, formatBytes } from "~/features/admin/media/media-types";
import { MediaUploadInput } from "~/features/admin/media/media-upload-input";
import { AdminTable } from "~/features/admin/shared/admin-table";
import { ConfirmDelete } from "~/features/admin/shared/confirm-dialog";
import { EmptyState } from "~/features/admin/shared/empty-state";
import { formatWhen } from "~/features/admin/shared/format";
import { TabPage } from "~/features/admin/shared/tab-page";

const COLUMNS = ["Preview", "File", "Size", "Dimensions", "Used in", "Uploaded", "Actions"] as const;

/** Media tab: upload images, see where each is used, delete the unused ones. */
export function MediaTab({ media }: { media: AdminMediaItem[] }) {
  const toast = useToast();
  const revalidator = useRevalidator();
  const [deleting, setDeleting] = useState<AdminMediaItem | null>(null);
  const closeDelete = useCallback(() => setDeleting(null), []);

  return (
    <TabPage
      title="Media"
      description="Images for posts and pages, stored in the site's database and served from this site. An image in use cannot be deleted."
    >
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        <MediaUploadInput
          label={
            <>
              <Upload aria-hidden="true" className="size-4" /> Upload an image
            </>
          }
          hint="PNG, JPEG, WebP or GIF, at most 5 MB. The type is read from the file itself; SVG is not accepted."
          onUploaded={async (saved) => {
            toast.show("success", `Uploaded ${saved.fileName} (${saved.width}×${saved.height}).`);
            await revalidator.revalidate();
          }}
        />
      </div>
      {media.length === 0 ? (
        <div className="mt-6">
          <EmptyState icon={ImageIcon} title="No images yet.">
            Upload one above, or from a post's Image field.
          </EmptyState>
        </div>
      ) : (
        <AdminTable caption="Uploaded images, newest first" columns={COLUMNS}>
          {media.map((m) => (
            <tr key={m.id} className="border-t border-slate-200 align-top">
              <td className="p-3">
                <img src={m.path} alt="" className="h-12 w-20 rounded object-cover" loading="lazy" />
              </td>
              <td className="p-3">
                <a href={m.path} className="font-semibold text-slate-900 underline">
                  {m.fileName}
                </a>
                <span className="block text-xs text-slate-600">{m.contentType}</span>
              </td>
              <td className="p-3">{formatBytes(m.size)}</td>
              <td className="p-3">
                {m.width}×{m.height}
              </td>
              <td className="p-3">
                {m.uses.length === 0 ? (
                  "Not used"
                ) : (
                  <ul>
                    {m.uses.map((u) => (
                      <li key={u.text}>
                        <a href={u.link} className="underline">
                          {u.text}
                        </a>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td className="p-3">{formatWhen(m.createdAt)}</td>
              <td className="p-3">
                {m.uses.length === 0 ? (
                  <button
                    type="button"
                    className="btn-secondary"
                    onClick={() => setDeleting(m)}
                    aria-label={`Delete ${m.fileName}`}
                  >
                    <Trash2 aria-hidden="true" className="size-4" /> Delete
                  </button>
                ) : (
                  <span className="text-xs text-slate-700">In use: remove it from the places listed to delete it.</span>
                )}
              </td>
            </tr>
          ))}
        </AdminTable>
      )}
      {deleting && <ConfirmDelete id={deleting.id} name={deleting.fileName} noun="image" onClose={closeDelete} />}
    </TabPage>
  );
}

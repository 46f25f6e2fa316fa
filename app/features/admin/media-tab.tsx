import { Trash2, Upload } from "lucide-react";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { useFetcher, useRevalidator } from "react-router";
import { Modal } from "~/components/ui/modal";
import { useToast } from "~/components/widgets/toast";
import type { ActionResult } from "./admin-types";
import { formatWhen } from "./format";
import { useMediaUpload } from "./media-upload";
import { type AdminMediaItem, formatBytes, MEDIA_ACCEPT } from "./media-types";

const COLUMNS = ["Preview", "File", "Size", "Dimensions", "Used in", "Uploaded", "Actions"] as const;

/** Media tab: upload images, see where each is used, delete the unused ones. */
export function MediaTab({ media }: { media: AdminMediaItem[] }) {
  const id = useId();
  const toast = useToast();
  const revalidator = useRevalidator();
  const { state, upload } = useMediaUpload();
  const [deleting, setDeleting] = useState<AdminMediaItem | null>(null);

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const saved = await upload(file);
    input.value = "";
    if (saved) {
      toast.show("success", `Uploaded ${saved.fileName} (${saved.width}×${saved.height}).`);
      await revalidator.revalidate();
    }
  }

  return (
    <section aria-labelledby="tab-heading">
      <h1 id="tab-heading" className="text-2xl font-bold text-slate-900">
        Media
      </h1>
      <p className="mt-1 text-slate-700">
        Images for posts and pages, stored in the site's database and served from this site. An image in use cannot be
        deleted.
      </p>
      <div className="mt-4 rounded-xl border border-slate-200 bg-white p-4">
        <label htmlFor={`${id}-file`} className="flex items-center gap-2 font-semibold text-slate-900">
          <Upload aria-hidden="true" className="size-4" /> Upload an image
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={MEDIA_ACCEPT}
          onChange={onFile}
          aria-describedby={`${id}-hint`}
          className="mt-2 block text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2"
        />
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          PNG, JPEG, WebP or GIF, at most 5 MB. The type is read from the file itself; SVG is not accepted.
        </p>
        {state.status === "uploading" && (
          <p role="status" className="mt-2 text-sm text-slate-700">
            Uploading {state.name}…
          </p>
        )}
        {state.status === "error" && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-800">
            {state.message}
          </p>
        )}
      </div>
      {media.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 p-8 text-center text-slate-700">
          No images yet. Upload one above, or from a post's Image field.
        </p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Uploaded images, newest first</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="p-3">
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
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
                      <span className="text-xs text-slate-700">
                        In use: remove it from the places listed to delete it.
                      </span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {deleting && <DeleteDialog media={deleting} onClose={() => setDeleting(null)} />}
    </section>
  );
}

function DeleteDialog({ media, onClose }: { media: AdminMediaItem; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  const toast = useToast();
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data) {
      toast.show(fetcher.data.ok ? "success" : "error", fetcher.data.message ?? "");
      onClose();
    }
  }, [fetcher.state, fetcher.data, toast, onClose]);
  return (
    <Modal open onClose={onClose} title="Delete image" size="max-w-md">
      <p className="text-slate-800">Are you sure you want to delete this image? Pages cannot show it afterwards.</p>
      <p className="mt-1 font-semibold text-slate-900">{media.fileName}</p>
      <fetcher.Form method="post" className="mt-6 flex justify-end gap-3">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={media.id} />
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="btn-primary bg-red-700 hover:bg-red-800" disabled={fetcher.state !== "idle"}>
          Delete
        </button>
      </fetcher.Form>
    </Modal>
  );
}

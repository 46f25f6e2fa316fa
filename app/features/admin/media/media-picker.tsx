import { ImageIcon, Library, X } from "lucide-react";
import { useId, useState } from "react";
import { type AdminMediaItem, MEDIA_LIBRARY_URL } from "~/features/admin/media/media-types";
import { MediaUploadInput } from "~/features/admin/media/media-upload-input";

/**
 * Chooses an image for a form: one from the Media library or a new upload from this computer. The form
 * receives the image's public path (/media/<id>/<name>) in a hidden input called `name`. Used by every
 * admin form that has an image (blog posts today; portfolio, testimonials, team later).
 */
export function MediaPicker({
  name,
  label,
  defaultValue,
}: {
  name: string;
  label: string;
  defaultValue?: string | null;
}) {
  const id = useId();
  const [value, setValue] = useState(defaultValue ?? "");
  const [library, setLibrary] = useState<AdminMediaItem[] | null>(null);
  const [open, setOpen] = useState(false);
  const [libraryError, setLibraryError] = useState("");

  async function toggleLibrary() {
    if (open) return setOpen(false);
    setOpen(true);
    setLibraryError("");
    try {
      const res = await fetch(MEDIA_LIBRARY_URL, { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(String(res.status));
      setLibrary(((await res.json()) as { media: AdminMediaItem[] }).media);
    } catch {
      setLibraryError("The image library could not be loaded. Please try again.");
    }
  }

  return (
    <fieldset className="rounded-lg border border-slate-300 p-3">
      <legend className="field-label px-1">{label}</legend>
      <input type="hidden" name={name} value={value} />
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img src={value} alt="" className="h-16 w-24 rounded border border-slate-200 object-cover" />
        ) : (
          <span className="flex h-16 w-24 items-center justify-center rounded border border-dashed border-slate-300">
            <ImageIcon aria-hidden="true" className="size-6 text-slate-400" />
          </span>
        )}
        <p className="min-w-0 flex-1 break-all text-sm text-slate-700" aria-live="polite">
          {value ? (
            <>
              Chosen: <span className="font-medium text-slate-900">{value}</span>
            </>
          ) : (
            "No image chosen."
          )}
        </p>
        {value && (
          <button type="button" className="btn-secondary" onClick={() => setValue("")}>
            <X aria-hidden="true" className="size-4" /> Remove image
          </button>
        )}
      </div>
      <div className="mt-3 flex flex-wrap items-start gap-4">
        <MediaUploadInput
          label="Upload a new image"
          hint="PNG, JPEG, WebP or GIF, at most 5 MB."
          onUploaded={(media) => {
            setValue(media.path);
            setLibrary((list) => (list ? [media, ...list] : list));
          }}
        />
        <button
          type="button"
          className="btn-secondary"
          aria-expanded={open}
          aria-controls={`${id}-library`}
          onClick={toggleLibrary}
        >
          <Library aria-hidden="true" className="size-4" /> Choose from library
        </button>
      </div>
      <div id={`${id}-library`} hidden={!open} className="mt-3">
        {libraryError && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {libraryError}
          </p>
        )}
        {open && !library && !libraryError && <p className="text-sm text-slate-700">Loading images…</p>}
        {library && library.length === 0 && (
          <p className="text-sm text-slate-700">The library is empty: upload the first image above.</p>
        )}
        {library && library.length > 0 && (
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Images in the library</legend>
            <ul className="mt-2 grid max-h-64 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3">
              {library.map((m) => (
                <li key={m.id}>
                  <label className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-200 p-2 text-xs text-slate-800 has-[:checked]:border-blue-700 has-[:checked]:bg-blue-50">
                    <input
                      type="radio"
                      name={`${id}-choice`}
                      value={m.path}
                      checked={value === m.path}
                      onChange={() => setValue(m.path)}
                    />
                    <img src={m.path} alt="" className="h-10 w-14 rounded object-cover" loading="lazy" />
                    <span className="min-w-0 break-all">
                      {m.fileName}
                      <span className="block text-slate-600">
                        {m.width}×{m.height}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </div>
    </fieldset>
  );
}

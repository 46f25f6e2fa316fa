import { type ChangeEvent, type ReactNode, useId } from "react";
import { type AdminMediaItem, MEDIA_ACCEPT } from "~/features/admin/media/media-types";
import { useMediaUpload } from "~/features/admin/media/media-upload";

/**
 * A labelled file input that uploads the chosen image at once, saying "Uploading…" and, when the
 * server refuses it, why (role=alert). Used by the Media tab and the MediaPicker.
 */
export function MediaUploadInput({
  label,
  hint,
  onUploaded,
}: {
  label: ReactNode;
  hint: string;
  onUploaded: (media: AdminMediaItem) => void | Promise<void>;
}) {
  const id = useId();
  const { state, upload } = useMediaUpload();

  async function onFile(e: ChangeEvent<HTMLInputElement>) {
    const input = e.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const media = await upload(file);
    input.value = ""; // the same file can be chosen again after a refusal
    if (media) await onUploaded(media);
  }

  return (
    <div>
      <label htmlFor={`${id}-file`} className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        {label}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept={MEDIA_ACCEPT}
        onChange={onFile}
        aria-describedby={`${id}-hint`}
        className="mt-1 block text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
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
  );
}

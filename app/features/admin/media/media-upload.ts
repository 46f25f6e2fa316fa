import { useCallback, useState } from "react";
import {
  type AdminMediaItem,
  formatBytes,
  MEDIA_MAX_BYTES,
  MEDIA_UPLOAD_URL,
  type UploadAnswer,
} from "~/features/admin/media/media-types";

export type UploadState =
  | { status: "idle" }
  | { status: "uploading"; name: string }
  | { status: "error"; message: string };

/**
 * Sends one chosen file to the upload endpoint as raw bytes. Files over 5 MB are refused here before
 * any byte is sent; the server checks size and content again and answers with the reason.
 */
export function useMediaUpload() {
  const [state, setState] = useState<UploadState>({ status: "idle" });
  const upload = useCallback(async (file: File): Promise<AdminMediaItem | null> => {
    if (file.size > MEDIA_MAX_BYTES) {
      setState({
        status: "error",
        message: `${file.name} is ${formatBytes(file.size)}: images can be at most ${formatBytes(MEDIA_MAX_BYTES)}.`,
      });
      return null;
    }
    setState({ status: "uploading", name: file.name });
    try {
      const res = await fetch(MEDIA_UPLOAD_URL, {
        method: "POST",
        headers: {
          "Content-Type": "application/octet-stream",
          "X-File-Name": encodeURIComponent(file.name),
        },
        body: file,
      });
      const answer = (await res.json().catch(() => null)) as UploadAnswer | null;
      if (res.ok && answer && "media" in answer) {
        setState({ status: "idle" });
        return answer.media;
      }
      const message =
        answer && "error" in answer
          ? answer.error.message
          : `The upload failed (HTTP ${res.status}). Please try again.`;
      setState({ status: "error", message });
    } catch {
      setState({
        status: "error",
        message: "The upload did not reach the server. Check the connection and try again.",
      });
    }
    return null;
  }, []);
  return { state, upload };
}

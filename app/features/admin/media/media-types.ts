// The Media tab and the MediaPicker: shared limits and the shape of a listed image. Plain data only;
// the server (server/media) enforces the same limits again.

import type { Result } from "~/lib/result";

/** 5 MB: larger uploads are refused with 413. */
export const MEDIA_MAX_BYTES = 5 * 1024 * 1024;

/** What the file chooser offers; the server decides by the bytes, never by this or the name. */
export const MEDIA_ACCEPT = "image/png,image/jpeg,image/webp,image/gif";

/** Where the browser sends a new image (raw bytes, the name in X-File-Name); answers JSON. */
export const MEDIA_UPLOAD_URL = "/admin/media/upload";
/** Every image as JSON, for the picker's library. */
export const MEDIA_LIBRARY_URL = "/admin/media/library";

export interface MediaUse {
  text: string;
  link: string;
}

export interface AdminMediaItem {
  id: string;
  fileName: string;
  /** The public address: /media/<id>/<fileName>. */
  path: string;
  contentType: string;
  size: number;
  width: number;
  height: number;
  createdAt: string;
  /** Where the image is used; empty when it may be deleted. */
  uses: MediaUse[];
}

/** The upload endpoint's JSON: 201 with the image, or 400 / 413 / 415 with the reason (as /api answers). */
export type UploadAnswer = { media: AdminMediaItem } | { error: { message: string } };

export const mediaPath = (id: string, fileName: string) => `/media/${id}/${fileName}`;

/** The Media tab's reads and its delete (context.admin.media; server/media/media-store.ts). */
export interface MediaApi {
  /** Every uploaded image, newest first, with where it is used (uploads go through MEDIA_UPLOAD_URL). */
  list(): Promise<AdminMediaItem[]>;
  /** Refused, naming the places, while the image is used. */
  remove(id: string): Promise<Result>;
}

/** 1536 → "1.5 KB", 5242880 → "5 MB". */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const kb = n / 1024;
  if (kb < 1024) return `${Number(kb.toFixed(1))} KB`;
  return `${Number((kb / 1024).toFixed(1))} MB`;
}

import { createHash, randomUUID } from "node:crypto";
import { type AdminMediaItem, MEDIA_MAX_BYTES, type MediaApi, mediaPath } from "~/features/admin/media/media-types";
import { type Result, refuse } from "~/lib/result";
import { type AuditActor, audit } from "../auth/audit";
import type { Database, Db } from "../db/schema";
import { safeFileName, sniffImage } from "./image-sniff";
import { mediaUses } from "./media-usage";

export type UploadResult = { ok: true; media: AdminMediaItem } | { ok: false; status: 400 | 413; message: string };

export const NOT_AN_IMAGE =
  "This file is not a PNG, JPEG, WebP or GIF image (SVG is not accepted). Choose a photo or screenshot in one of those formats.";
export const TOO_LARGE = `This image is larger than ${MEDIA_MAX_BYTES / 1024 / 1024} MB. Make it smaller and upload it again.`;

const META = ["id", "file_name", "content_type", "byte_size", "width", "height", "created_at"] as const;
type MetaRow = Pick<Database["media"], (typeof META)[number]>;

const item = (r: MetaRow, uses: AdminMediaItem["uses"] = []): AdminMediaItem => ({
  id: r.id,
  fileName: r.file_name,
  path: mediaPath(r.id, r.file_name),
  contentType: r.content_type,
  size: Number(r.byte_size),
  width: Number(r.width),
  height: Number(r.height),
  createdAt: r.created_at,
  uses,
});

/** Stores one image when its bytes are a PNG, JPEG, WebP or GIF of at most 5 MB; one insert, or nothing. */
export async function saveUpload(
  db: Db,
  actor: AuditActor,
  fileName: string,
  bytes: Uint8Array,
): Promise<UploadResult> {
  if (bytes.byteLength > MEDIA_MAX_BYTES) return { ok: false, status: 413, message: TOO_LARGE };
  const info = sniffImage(bytes);
  if (!info) return { ok: false, status: 400, message: NOT_AN_IMAGE };
  const row = {
    id: randomUUID(),
    file_name: safeFileName(fileName, info.ext),
    content_type: info.type,
    byte_size: bytes.byteLength,
    width: info.width,
    height: info.height,
    sha256: createHash("sha256").update(bytes).digest("hex"),
    data: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
    created_by: actor.id,
    created_at: new Date().toISOString(),
  };
  await db.insertInto("media").values(row).execute();
  await audit(db, actor, "media.upload", row.id, { file: row.file_name, bytes: row.byte_size });
  return { ok: true, media: item(row) };
}

/** Every image, newest first, with where each is used. */
export async function listMedia(db: Db): Promise<AdminMediaItem[]> {
  const [rows, uses] = await Promise.all([
    db.selectFrom("media").select(META).orderBy("created_at", "desc").orderBy("id").execute(),
    mediaUses(db),
  ]);
  return rows.map((r) => item(r, uses.get(r.id) ?? []));
}

/** Deletes an unused image; a used one stays, and the answer says where it is used. */
export async function deleteMedia(db: Db, actor: AuditActor, id: string): Promise<Result> {
  const row = await db.selectFrom("media").select(["id", "file_name"]).where("id", "=", id).executeTakeFirst();
  if (!row) return refuse("missing", "This image no longer exists.");
  const uses = (await mediaUses(db, id)).get(id) ?? [];
  if (uses.length > 0) {
    const places = uses.map((u) => u.text).join("; ");
    return refuse("conflict", `${row.file_name} is in use and was not deleted. Used by: ${places}.`);
  }
  await db.deleteFrom("media").where("id", "=", id).execute();
  await audit(db, actor, "media.delete", id, { file: row.file_name });
  return { ok: true, message: `Deleted ${row.file_name}.` };
}

/** The Media tab's slice for one signed-in user (uploads go through ./media-router.ts). */
export function mediaApi(db: Db, actor: AuditActor): MediaApi {
  return {
    list: () => listMedia(db),
    remove: (id) => deleteMedia(db, actor, id),
  };
}

/** What the public /media route needs; the bytes only when the browser does not have them already. */
export function mediaMeta(db: Db, id: string) {
  return db
    .selectFrom("media")
    .select(["id", "file_name", "content_type", "byte_size", "sha256"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function mediaBytes(db: Db, id: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom("media").select("data").where("id", "=", id).executeTakeFirst();
  return row ? Buffer.from(row.data) : undefined;
}

// What admin loaders and actions receive from the server through the load context (context.admin).
// Plain types only: the browser bundle never imports the server code that implements them.

import type { AnalyticsRange, AnalyticsReport } from "~/features/admin/analytics/analytics-types";
import type { ChatContactShare } from "~/features/admin/analytics/chat-contact-share";
import type { LeadListCap } from "~/features/admin/leads/lead-count";
import type { LeadFilter } from "~/features/admin/leads/lead-filter";
import type { LeadPipelineApi } from "~/features/admin/leads/lead-pipeline-types";
import type { LeadAttributionInfo, LeadSourcesReport } from "~/features/admin/leads/lead-sources-types";
import type { AdminMediaItem } from "~/features/admin/media/media-types";
import type {
  BackupFormat,
  BackupKind,
  CommentStatus,
  InquiryStatus,
  LeadStatus,
  LeadType,
  NotificationKind,
  OutboxKind,
  OutboxStatus,
  PostStatus,
  UserRole,
  UserStatus,
} from "~/lib/statuses";

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
}

export type FieldErrors = Record<string, string>;

export type LoginOutcome =
  | { ok: true; setCookie: string }
  | { ok: false; status: 401 | 429; message: string; retryAfter?: number };

export type SetupOutcome = { ok: true; setCookie: string } | { ok: false; message: string; fields?: FieldErrors };

export interface AdminAuth {
  /** The signed-in user, checked by the server's gate for this request. */
  user: AdminUser | null;
  dbKind: "sqlite" | "postgres";
  /** HTTPS, or plain HTTP on this machine (localhost): the session cookie can be set. */
  secureContext: boolean;
  login(input: { email: string; password: string }): Promise<LoginOutcome>;
  /** Deletes this browser's session; returns the Set-Cookie header that clears the cookie. */
  logout(): Promise<string>;
  setupUsable(token: string): Promise<boolean>;
  setupFirstAdmin(token: string, input: { name: string; email: string; password: string }): Promise<SetupOutcome>;
  /** Data and actions of the admin screens, acting as `user` (each call is audited where it changes something). */
  api: AdminApi;
  /** The Backup tab's restore upload of this request, already streamed to a temporary file; none without one. */
  uploadedBackup?: UploadedBackup;
}

/** A restore upload as the server received it (server/http/restore-upload.ts): removed once the answer is sent. */
export interface UploadedBackup {
  file: string;
  size: number;
}

export interface AdminApi extends LeadPipelineApi {
  stats(): Promise<StatCards>;
  unreadNotifications(): Promise<number>;
  listLeads(filter: LeadFilter): Promise<LeadPage>;
  getLead(id: string): Promise<LeadDetail | undefined>;
  /** Status and value; each change is audited. */
  updateLead(id: string, input: { status: string; value: string }): Promise<ActionResult>;
  addNote(id: string, body: string): Promise<ActionResult>;
  addLead(input: Record<string, string>): Promise<ActionResult>;
  /** The CSV streamed in batches (a large export never holds the server). */
  exportLeads(filter: LeadFilter): Promise<{ filename: string; body: ReadableStream<Uint8Array> }>;
  dashboard(): Promise<Dashboard>;
  /** Analytics tab: cookieless page views of the last 7, 30 or 90 days. */
  analytics(days: AnalyticsRange): Promise<AnalyticsReport>;
  /** Analytics tab: the share of chat conversations in the range that left contact details. */
  chatContacts(days: AnalyticsRange): Promise<ChatContactShare>;
  /** Analytics tab: leads by source, campaign and landing page beside their landing visitors. */
  leadSources(days: AnalyticsRange): Promise<LeadSourcesReport>;
  notifications(): Promise<NotificationItem[]>;
  markAllRead(): Promise<ActionResult>;
  contacts(): Promise<ContactInquiry[]>;
  setInquiryStatus(id: string, status: string): Promise<ActionResult>;
  blogSettings(): Promise<BlogSettings>;
  saveBlogSettings(input: Record<string, string>): Promise<ActionResult>;
  users(): Promise<UserRow[]>;
  addUser(input: Record<string, string>): Promise<ActionResult>;
  /** intent "role" | "status" | "password" with its value. */
  changeUser(id: string, input: Record<string, string>): Promise<ActionResult>;
  /** The signed-in user's own password (any role): needs the current one. */
  changeOwnPassword(input: { current?: string; password?: string; confirm?: string }): Promise<ActionResult>;
  /** Blog Posts tab: every post, drafts included. */
  posts(): Promise<AdminPost[]>;
  /** Creates (id null) or updates a post from the Post form's fields. */
  savePost(id: string | null, input: Record<string, string>): Promise<ActionResult>;
  setPostStatus(id: string, status: string): Promise<ActionResult>;
  deletePost(id: string): Promise<ActionResult>;
  /** Comments tab: newest first, every status. */
  comments(): Promise<AdminComment[]>;
  setCommentStatus(id: string, status: string): Promise<ActionResult>;
  /** Media tab: every uploaded image with where it is used (uploads go through /admin/media/upload). */
  media(): Promise<AdminMediaItem[]>;
  /** Refused, naming the places, while the image is used. */
  deleteMedia(id: string): Promise<ActionResult>;
  /** Right to erasure for one e-mail address (admins only; `confirm` must be "erase"). */
  erasePerson(input: { email: string; confirm: string }): Promise<ActionResult>;
  /** A new manual backup (a POST only): kept in the history (the newest BACKUP_KEEP) and streamed. */
  backup(): Promise<BackupDownload>;
  /** One file of the history, streamed; undefined when the id is not in it. */
  storedBackup(id: string): Promise<BackupDownload | undefined>;
  /** The backup history, newest first. */
  backups(): Promise<BackupEntry[]>;
  /**
   * From an uploaded file or a history entry; needs the signed-in admin's own password again. Done:
   * `savedAs` names the backup of the data it replaced, taken first and listed in the history.
   */
  restore(
    from: { upload: UploadedBackup } | { entry: string },
    password: string,
  ): Promise<ActionResult & { savedAs?: string }>;
}

export interface BackupDownload {
  filename: string;
  contentType: string;
  size: number;
  body: ReadableStream<Uint8Array>;
}

/** One row of the Backup tab's history. */
export interface BackupEntry {
  id: string;
  created_at: string;
  kind: BackupKind;
  /** The admin's e-mail for a manual backup. */
  created_by: string | null;
  file_name: string;
  byte_size: number;
  format: BackupFormat;
}

/** The five stat cards over the management view (the lead figures only for admins). */
export interface StatCards {
  totalLeads?: number;
  newLeads?: number;
  publishedPosts: number;
  totalViews: number;
  /** The Engagement tile: likes + comments + shares of published posts. */
  engagement: number;
}

export interface LeadRow {
  id: string;
  type: LeadType;
  name: string | null;
  email: string | null;
  company: string | null;
  phone: string | null;
  status: LeadStatus;
  value: number | null;
  createdAt: string;
  /** The owner's name (migration 021); null when nobody owns the lead. */
  ownerName?: string | null;
  /** yyyy-mm-dd (IST); null when no follow-up is set. */
  followUpOn?: string | null;
}

export interface LeadPage {
  rows: LeadRow[];
  /** The leads listed: every match, or the newest `cap` of them when `capped`. */
  total: number;
  page: number;
  pages: number;
  /** More leads match than the list reads (see LeadListCap in lead-count.ts); absent when every match is listed. */
  capped?: LeadListCap;
}

export interface LeadNote {
  id: string;
  author: string;
  body: string;
  createdAt: string;
}

export interface Delivery {
  id: string;
  kind: OutboxKind;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

export interface LeadDetail extends LeadRow {
  /** Everything the visitor sent, as stored (JSON). */
  payload: unknown;
  inquiryStatus: InquiryStatus;
  /** Where the lead came from (landing page, referrer, UTM, the page it was sent from). */
  attribution?: LeadAttributionInfo;
  notes: LeadNote[];
  deliveries: Delivery[];
}

export type ActionResult =
  | { ok: true; message?: string; id?: string }
  | { ok: false; message: string; fields?: FieldErrors };

export interface TopPost {
  slug: string;
  title: string;
  views: number;
}

export interface ActivityItem {
  id: string;
  actor: string;
  action: string;
  target: string | null;
  createdAt: string;
}

export interface Dashboard {
  newestLeads: LeadRow[];
  topPosts: TopPost[];
  activity: ActivityItem[];
}

export interface NotificationItem {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  createdAt: string;
}

export interface ContactInquiry {
  id: string;
  name: string | null;
  email: string | null;
  subject: string;
  message: string;
  /** Where it came from, as one readable line (inquiry-source.ts). */
  source: string;
  status: InquiryStatus;
  createdAt: string;
}

export interface BlogSettings {
  title: string;
  description: string;
  defaultAuthor: string;
  postsPerPage: number;
}

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  lastLoginAt: string | null;
  postsCount: number;
}

/** A row of the Blog Posts tab, with everything the Edit Post form fills in. */
export interface AdminPost {
  id: string;
  slug: string;
  title: string;
  author: string;
  content: string;
  excerpt: string;
  category: string;
  tags: string[];
  featured: boolean;
  status: PostStatus;
  image: string;
  imageAlt: string;
  /** Empty: the article uses its title and excerpt in search results. */
  seoTitle: string;
  seoDescription: string;
  /** yyyy-mm-dd of the first publish; null while the post was never published. */
  publishDate: string | null;
  readTimeMinutes: number;
  views: number;
  likes: number;
  /** Approved comments: the count the article shows. */
  comments: number;
  shares: number;
  updatedAt: string;
}

/** A row of the Comments tab. */
export interface AdminComment {
  id: string;
  name: string;
  email: string;
  body: string;
  status: CommentStatus;
  createdAt: string;
  /** Visitors' likes on the article page. */
  likes: number;
  postTitle: string;
  /** null when the post was deleted. */
  postSlug: string | null;
}

// The admin area's part of the load context (server/admin/context.ts fills it), declared here so that
// app/lib never has to import a feature.
declare module "react-router" {
  interface AppLoadContext {
    /** The admin area: the signed-in user, sign-in/out and the screens' data. */
    admin?: AdminAuth;
  }
}

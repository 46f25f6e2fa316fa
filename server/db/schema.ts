import type { Generated, Kysely } from "kysely";
import type {
  BackupFormat,
  BackupKind,
  BookingStatus,
  CampaignStatus,
  ChatSource,
  CommentStatus,
  InquiryStatus,
  LeadEventKind,
  LeadSequenceStatus,
  LeadStatus,
  LeadType,
  MemberStatus,
  NotificationKind,
  OutboxKind,
  OutboxStatus,
  PostStatus,
  ProjectStatus,
  RecipientStatus,
  SubscriberStatus,
  TestimonialStatus,
  UserRole,
  UserStatus,
} from "~/lib/statuses";

// Columns are portable between SQLite and PostgreSQL: ids are UUID text, times are ISO-8601 text
// (they sort correctly as strings), JSON payloads are text.

export interface LeadsTable {
  id: string;
  type: LeadType;
  name: string | null;
  email: string | null;
  company: string | null;
  phone: string | null;
  payload: string;
  status: Generated<LeadStatus>;
  created_at: string;
  /** Estimated deal value in whole US dollars, set in the admin area. */
  value: number | null;
  /** Contact inquiries only (the Contact Forms tab). */
  inquiry_status: Generated<InquiryStatus>;
  /** The user who works the lead (migration 021): an active user who can use Leads; null when nobody. */
  owner_id?: string | null;
  /** The day to follow up (yyyy-mm-dd, India Standard Time); null when none is set. */
  follow_up_on?: string | null;
  /** Where the lead came from (migration 022, server/leads/attribution.ts); null when not known. */
  landing_page?: string | null;
  referrer_host?: string | null;
  utm_source?: string | null;
  utm_medium?: string | null;
  utm_campaign?: string | null;
  utm_term?: string | null;
  utm_content?: string | null;
  /** The page the form was sent from. */
  sent_from?: string | null;
  /** When the lead first reached each funnel step (migration 027_f_funnel, server/leads/funnel-reach.ts); null: not yet. */
  reached_booked_at?: string | null;
  reached_held_at?: string | null;
  reached_qualified_at?: string | null;
  reached_won_at?: string | null;
  /** The lead score 0-100 (migration 027_c_lead_score, server/score): fit plus faded engagement. */
  score?: Generated<number>;
  /** JSON list of the lines that counted, as shown on the lead page. */
  score_lines?: Generated<string>;
  score_fit?: Generated<number>;
  score_engagement?: Generated<number>;
  /** The person's last activity (ISO); null: not scored yet. */
  engaged_at?: string | null;
  /** When the owner (or the sales address) was told the lead is hot; set once. */
  hot_notified_at?: string | null;
}

export interface RateLimitsTable {
  key: string;
  window_start: number;
  count: number;
}

/** Blog posts (public blog and admin). Booleans are 0/1 integers, tags a JSON array as text. */
export interface PostsTable {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string;
  author: string;
  status: PostStatus;
  featured: number;
  /** A site path such as /images/blog/<slug>.svg, or a data URL chosen in the admin area. */
  image: string | null;
  image_alt: string | null;
  /** Search-result title and description (migration 014_post_seo); null: the title and excerpt. */
  seo_title: string | null;
  seo_description: string | null;
  /** ISO date, yyyy-mm-dd. */
  publish_date: string;
  views: Generated<number>;
  likes: Generated<number>;
  comments: Generated<number>;
  shares: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One side effect of a lead, delivered by the outbox worker (server/outbox). */
export interface OutboxTable {
  id: string;
  /** null for a row that belongs to no lead (the team e-mail about a new comment). */
  lead_id: string | null;
  kind: OutboxKind;
  /** JSON: everything the worker needs to deliver it. */
  payload: string;
  status: Generated<OutboxStatus>;
  attempts: Generated<number>;
  /** ISO time at which the row is next due. */
  next_attempt_at: string;
  /** ISO time until which a worker holds its claim on the row; null when free. */
  locked_until: string | null;
  /** Why the last attempt failed, with secrets and addresses masked. */
  last_error: string | null;
  sent_at: string | null;
  created_at: string;
  /** Not claimed before this ISO time (migration 025, docs/decisions/055); null: due at once. */
  not_before?: string | null;
  /** What the worker re-checks right before sending ("booking:<id>:<sequence>"); null: nothing. */
  depends_on?: string | null;
}

/** Admin notifications: a new lead, a failed delivery. */
export interface NotificationsTable {
  id: string;
  kind: NotificationKind;
  title: string;
  body: string;
  /** An admin path such as /admin/leads/<id>. */
  link: string | null;
  read_at: string | null;
  created_at: string;
}

/** One chat assistant conversation (the id is the session id sent to the chat webhook). */
export interface ChatConversationsTable {
  id: string;
  /** The conversation's one `chat` lead, once contact details appeared. */
  lead_id: string | null;
  /** JSON { name, email, phone_number } of everything found so far; null until something is found. */
  contact_info: string | null;
  /** 1 once the webhook's add_contact call was made: contact details go to the webhook once per conversation. */
  contact_sent: Generated<number>;
  created_at: string;
  updated_at: string;
  /** Live chat (migration 027_g, server/live-chat): the SHA-256 of the conversation's key; null before one was issued. */
  live_key_hash?: string | null;
  /** waiting | held | offline; null: with the assistant. */
  live_state?: string | null;
  /** The team member holding it (held). */
  live_holder_id?: string | null;
  /** When the visitor last asked for a person. */
  live_requested_at?: string | null;
  /** When the live state last changed (the wait is measured from it). */
  live_state_at?: string | null;
  live_visitor_left_at?: string | null;
  /** The visitor's stream, last seen (each heartbeat). */
  live_visitor_seen_at?: string | null;
  /** 1 once the sales address was told this conversation waited past LIVE_CHAT_WAIT_SECONDS. */
  live_wait_mailed?: Generated<number>;
}

/** Admin accounts. `password_hash` is an scrypt PHC-style string (server/auth/password.ts). */
export interface UsersTable {
  id: string;
  name: string;
  /** Lower-cased. */
  email: string;
  role: UserRole;
  status: Generated<UserStatus>;
  password_hash: string;
  last_login_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ChatMessagesTable {
  id: string;
  conversation_id: string;
  /** 1 for the assistant, 0 for the visitor. */
  is_bot: number;
  text: string;
  created_at: string;
  /** Who wrote an assistant reply; null for the visitor's messages. */
  source: ChatSource | null;
  /** visitor | assistant | model | webhook | person | system (migration 027_g); null on older rows. */
  author_kind?: string | null;
  /** A person's first name (author_kind person). */
  author_name?: string | null;
}

/** A live chat event, numbered (migration 027_g): the SSE id a reconnecting client replays from. */
export interface ChatLiveEventsTable {
  id: Generated<number>;
  conversation_id: string;
  kind: string;
  message_id: string | null;
  /** JSON without visitor text; a message event's text is its message's. */
  payload: string;
  created_at: string;
}

/** A team member's live inbox stream, last seen (online: within PRESENCE_SECONDS). */
export interface ChatLivePresenceTable {
  user_id: string;
  seen_at: string;
}

/** A signed-in browser. `id` is the SHA-256 (hex) of the cookie's token; the token is never stored. */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute end of the session, whatever the activity. */
  expires_at: string;
  ip: string | null;
  user_agent: string | null;
}

/** One failed sign-in (throttling counts these per account and per client). */
export interface LoginAttemptsTable {
  id: string;
  email: string;
  ip: string;
  created_at: string;
}

/** The one-time first-admin link; `id` is the SHA-256 (hex) of the token. */
export interface SetupTokensTable {
  id: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

export interface AuditLogTable {
  id: string;
  user_id: string | null;
  /** The e-mail of who acted (kept when the account is later removed), or "system". */
  actor: string;
  action: string;
  target: string | null;
  /** JSON object with the specifics (never a password or token). */
  details: Generated<string>;
  ip: string | null;
  created_at: string;
}

/** A lead's timeline (migration 021): what happened to it, by whom, deleted with the lead. */
export interface LeadEventsTable {
  id: string;
  lead_id: string;
  at: string;
  actor_id: string | null;
  /** The user's name at the time, or "system". */
  actor_name: string;
  kind: LeadEventKind;
  /** JSON object: from/to of a change, a note's text, a delivery's kind, result and error. */
  detail: Generated<string>;
}

export interface LeadNotesTable {
  id: string;
  lead_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: string;
}

/** Key/value settings edited in the admin area (blog title, posts per page, …). */
export interface SiteSettingsTable {
  key: string;
  value: string;
  updated_at: string;
}

export interface Database {
  leads: LeadsTable;
  rate_limits: RateLimitsTable;
  posts: PostsTable;
  outbox: OutboxTable;
  notifications: NotificationsTable;
  chat_conversations: ChatConversationsTable;
  chat_messages: ChatMessagesTable;
  chat_live_events: ChatLiveEventsTable;
  chat_live_presence: ChatLivePresenceTable;
  users: UsersTable;
  sessions: SessionsTable;
  login_attempts: LoginAttemptsTable;
  setup_tokens: SetupTokensTable;
  audit_log: AuditLogTable;
  lead_notes: LeadNotesTable;
  lead_events: LeadEventsTable;
  site_settings: SiteSettingsTable;
  comments: CommentsTable;
  page_views: PageViewsTable;
  analytics_salts: AnalyticsSaltsTable;
  media: MediaTable;
  subscribers: SubscribersTable;
  campaigns: CampaignsTable;
  campaign_recipients: CampaignRecipientsTable;
  projects: ProjectsTable;
  testimonials: TestimonialsTable;
  team_members: TeamMembersTable;
  analytics_days: AnalyticsDaysTable;
  analytics_day_pages: AnalyticsDayPagesTable;
  analytics_day_referrers: AnalyticsDayReferrersTable;
  analytics_day_landings: AnalyticsDayLandingsTable;
  maintenance_runs: MaintenanceRunsTable;
  backups: BackupsTable;
  bookings: BookingsTable;
  booking_tokens: BookingTokensTable;
  consultants: ConsultantsTable;
  holidays: HolidaysTable;
  sequence_steps: SequenceStepsTable;
  sequence_control: SequenceControlTable;
  lead_sequences: LeadSequencesTable;
  sequence_sends: SequenceSendsTable;
}

/** A strategy call (migration 025_k_booking, server/booking): deleted with its lead. */
export interface BookingsTable {
  id: string;
  lead_id: string;
  consultant_id: string;
  /** ISO UTC */
  starts_at: string;
  ends_at: string;
  /** The visitor's IANA zone. */
  zone: string;
  status: BookingStatus;
  sequence: number;
  /** SHA-256 (hex) of capMailbox(visitor's address). */
  mailbox_hash: string;
  meeting_url: string | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  /** When the team sent a no-show's visitor the rebooking e-mail (migration 026_k3_calls). */
  rebooking_sent_at: string | null;
}

/** A manage link handed out; the token itself is never stored. */
export interface BookingTokensTable {
  token_hash: string;
  booking_id: string;
  created_at: string;
}

/** Who takes calls, when, and their calendar feed's state. */
export interface ConsultantsTable {
  user_id: string;
  takes_calls: number;
  /** JSON WeeklyHours in IST; null: the office hours. */
  weekly_hours: string | null;
  /** JSON list of yyyy-mm-dd (IST). */
  days_off: string;
  feed_url: string | null;
  feed_checked_at: string | null;
  feed_ok_at: string | null;
  feed_error: string | null;
  /** JSON [{start, end}] epoch ms: the last good copy. */
  feed_busy: string | null;
  /** A replica reading the feed holds it until this ISO time (server/calls/feed-reader.ts). */
  feed_claimed_until: string | null;
  updated_at: string;
}

/** The company's holidays (IST dates); `every_year` 1: the same month and day in every later year. */
export interface HolidaysTable {
  date: string;
  name: string;
  every_year: number;
}

/** One e-mail of the sequence (migration 027_d_sequences, server/sequences): position 1-5. */
export interface SequenceStepsTable {
  position: number;
  /** Days after the sequence starts. */
  delay_days: number;
  subject: string;
  /** Markdown with {{first_name}}, {{company}}, {{report}}, {{figure}}, {{booking_link}}. */
  body_markdown: string;
  updated_at: string;
  updated_by: string | null;
}

/** One row (id 1): every sequence paused at once (checked at send time). */
export interface SequenceControlTable {
  id: number;
  paused: number;
  changed_at: string | null;
  changed_by: string | null;
}

/** A lead's sequence: the visitor's confirmed consent or a team member's start; deleted with the lead. */
export interface LeadSequencesTable {
  id: string;
  lead_id: string;
  status: LeadSequenceStatus;
  /** The team member who started it; null: the visitor's consent. */
  started_by: string | null;
  consent_text: string | null;
  consent_asked_at: string | null;
  consent_confirmed_at: string | null;
  /** SHA-256 hex of the confirmation link's token (made at send time); null once used. */
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  /** IANA zone the steps are timed in. */
  time_zone: string;
  started_at: string | null;
  stop_reason: string | null;
  stopped_at: string | null;
  /** The user who stopped it; null when it stopped by itself. */
  stopped_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One step of one lead's sequence: its outbox row, when it is planned, sent, opened, clicked or why skipped. */
export interface SequenceSendsTable {
  id: string;
  lead_sequence_id: string;
  step: number;
  outbox_id: string | null;
  planned_at: string;
  sent_at: string | null;
  opened_at: string | null;
  clicked_at: string | null;
  skipped_reason: string | null;
  /** SHA-256 hex of the token in this e-mail's links, made at send time. */
  token_hash: string | null;
  /** JSON list of the e-mail's http(s) links as sent (the click redirect's targets; migration 028). */
  links: string | null;
}

/** The typed database handle every server module takes. */
export type Db = Kysely<Database>;

/** An uploaded image (migration 010_media), served at /media/<id>/<file_name>. */
export interface MediaTable {
  id: string;
  /** Safe for a URL path: lowercase stem, the extension of the real content type. */
  file_name: string;
  /** "image/png" | "image/jpeg" | "image/webp" | "image/gif", from the bytes themselves. */
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  /** Hex SHA-256 of the bytes: the ETag. */
  sha256: string;
  data: Uint8Array;
  created_by: string | null;
  created_at: string;
}

/** A visitor's comment on an article (migration 009_blog_cms). The e-mail is never shown publicly. */
export interface CommentsTable {
  id: string;
  post_id: string;
  author_name: string;
  email: string;
  body: string;
  status: CommentStatus;
  created_at: string;
  /** Visitors' likes (migration 023_comment_likes), counted like an article's. */
  likes: Generated<number>;
}

/** One counted page view (migration 011_analytics): no IP, no user agent, no cookie id. */
export interface PageViewsTable {
  id: string;
  /** UTC day, yyyy-mm-dd. */
  day: string;
  /** A public page's path, without query or fragment. */
  path: string;
  /** sha256(day's salt + site + IP + user agent): the same visitor within one day only. */
  visitor: string;
  /** The external site the visit came from (host only), or null. */
  referrer_host: string | null;
  /** How long the page was visible, reported once when it was left (migration 018); null until then. */
  duration_ms: number | null;
  /** 1 for the first page of a tab's visit (migration 022), which alone carries the UTM source and campaign. */
  landing: Generated<number>;
  utm_source: string | null;
  utm_campaign: string | null;
}

/** Landing visitors of a rolled-up day per page, source and campaign (migration 022). */
export interface AnalyticsDayLandingsTable {
  day: string;
  path: string;
  /** utm_source, else the referrer host, else "" (direct). */
  source: string;
  /** utm_campaign, else "". */
  campaign: string;
  visitors: number;
}

/** One finished UTC day of page views, rolled up (migration 018); a row means the day is rolled up. */
export interface AnalyticsDaysTable {
  day: string;
  views: number;
  /** Visitor-days: distinct visitor hashes of the day. */
  visitors: number;
  /** Visitors of the day with exactly one page view. */
  bounces: number;
  /** Views that reported how long they were visible, and the sum of those times. */
  timed_views: number;
  time_ms: number | string;
  rolled_at: string;
}

export interface AnalyticsDayPagesTable {
  day: string;
  path: string;
  views: number;
  visitors: number;
  timed_views: number;
  time_ms: number | string;
}

export interface AnalyticsDayReferrersTable {
  day: string;
  host: string;
  views: number;
}

/** One run of the maintenance job (server/maintenance): what it rolled up and deleted. */
export interface MaintenanceRunsTable {
  id: string;
  started_at: string;
  finished_at: string | null;
  /** JSON counts per step. */
  details: Generated<string>;
}

/** The salt of the current UTC day; older rows are deleted so past hashes cannot be recomputed. */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** A newsletter address (migration 013_campaigns). Tokens are stored as SHA-256 hex, never raw. */
export interface SubscribersTable {
  id: string;
  /** Lower-cased; one row per address. */
  email: string;
  /** The newsletter lead the address came with. */
  lead_id: string | null;
  status: Generated<SubscriberStatus>;
  confirm_token_hash: string | null;
  confirm_expires_at: string | null;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** An e-mail campaign (admin Email Campaigns tab). */
export interface CampaignsTable {
  id: string;
  name: string;
  subject: string;
  /** Markdown. */
  body: string;
  status: Generated<CampaignStatus>;
  /** The sanitised HTML and JSON list of its links, fixed when sending starts. */
  html: string | null;
  links: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  finished_at: string | null;
}

/** One recipient of a campaign: the send queue and the per-recipient counts. */
export interface CampaignRecipientsTable {
  id: string;
  campaign_id: string;
  subscriber_id: string;
  email: string;
  status: Generated<RecipientStatus>;
  /** SHA-256 hex of the token in this recipient's links (unsubscribe, open, click). */
  token_hash: string | null;
  attempts: Generated<number>;
  next_attempt_at: string;
  claimed_at: string | null;
  sent_at: string | null;
  opened_at: string | null;
  clicked_at: string | null;
  last_error: string | null;
  created_at: string;
}

/** Columns every managed-content table has (migration 012_managed_content). */
interface ManagedRow<Status extends string> {
  id: string;
  status: Status;
  /** A site path (/images/…, /media/…) or "" for none. */
  image: string;
  /** Display order chosen in the admin area, smallest first. */
  sort_order: number;
  created_at: string;
  updated_at: string;
}

/** A portfolio project; technologies and results are JSON text. */
export interface ProjectsTable extends ManagedRow<ProjectStatus> {
  title: string;
  client: string;
  category: string;
  description: string;
  technologies: string;
  results: string;
  /** Contract value in whole US dollars (admin only). */
  value: number | null;
  duration: string;
  team: string;
  /** One of the gradient classes in features/admin/managed/managed-schemas.ts (Tailwind needs them at build time). */
  color: string;
  image_alt: string;
}

/** A client quote; only approved ones are public. */
export interface TestimonialsTable extends ManagedRow<TestimonialStatus> {
  name: string;
  position: string;
  company: string;
  content: string;
  rating: number;
  /** yyyy-mm-dd */
  date: string;
  /** The public path it appears on: one of TESTIMONIAL_PAGES in features/admin/managed/managed-schemas.ts. */
  page: string;
  /** "Model accuracy up from 78% to 91%": shown under the quote on service pages; "" for none. */
  result: string;
}

/** A person on the About page; skills is a JSON array. */
export interface TeamMembersTable extends ManagedRow<MemberStatus> {
  name: string;
  role: string;
  email: string;
  bio: string;
  skills: string;
}

/** One backup file kept in BACKUP_DIR (migration 019_backups). */
export interface BackupsTable {
  id: string;
  created_at: string;
  kind: BackupKind;
  /** The e-mail of the admin who downloaded a manual backup; null for scheduled ones. */
  created_by: string | null;
  /** Server-generated, no directory part: site-backup-<time>-<kind>-<id8>.(sqlite|json). */
  file_name: string;
  byte_size: number | string;
  format: BackupFormat;
}

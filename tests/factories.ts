import { randomBytes, randomUUID, scryptSync } from "node:crypto";
import type { Insertable, Kysely } from "kysely";
import type { Database, LeadsTable, PostsTable, SubscribersTable, UsersTable } from "../server/db/schema";

// Rows written straight into the database for API and end-to-end tests: each factory fills every
// column a test does not care about, so a new column means one edit here. Each takes anything with a
// `db` (a test server, an admin server, a connectDatabase handle).
interface HasDb {
  db: Kysely<Database>;
}

const nowIso = () => new Date().toISOString();

/** A blog post, published today unless told otherwise (id `post-<slug>`, title `Post <slug>`). */
export async function insertPost(
  { db }: HasDb,
  post: { slug: string; tags?: string[] } & Partial<Omit<Insertable<PostsTable>, "tags">>,
) {
  const now = nowIso();
  const { tags, ...rest } = post;
  const row = {
    id: `post-${post.slug}`,
    title: `Post ${post.slug}`,
    excerpt: "An excerpt.",
    content: "Some content.",
    category: "Technical",
    author: "Editorial Team",
    status: "published",
    featured: 0,
    image: null,
    image_alt: null,
    publish_date: now.slice(0, 10),
    created_at: now,
    updated_at: now,
    ...rest,
    tags: JSON.stringify(tags ?? []),
  } satisfies Insertable<PostsTable>;
  await db.insertInto("posts").values(row).execute();
  return row.id;
}

/** The columns a lead's test sets in its own words; any other column of the table by its own name. */
type LeadInput = {
  id: string;
  type: Insertable<LeadsTable>["type"];
  name: string | null;
  createdAt: string;
  /** Stored as JSON: `{ name }` unless given. */
  payload?: unknown;
  email?: string | null;
} & Partial<Omit<Insertable<LeadsTable>, "id" | "type" | "name" | "created_at" | "payload" | "email">>;

function leadRow({ id, type, name, createdAt, payload, email, ...columns }: LeadInput) {
  return {
    id,
    type,
    name,
    email: email === undefined ? `${id}@example.com` : email,
    company: null,
    phone: null,
    value: null,
    ...columns,
    payload: JSON.stringify(payload ?? { name }),
    created_at: createdAt,
  } satisfies Insertable<LeadsTable>;
}

/**
 * A lead row as a visitor's form would leave it (e-mail `<id>@example.com` unless given); a later column
 * (status, owner_id, utm_source…) is written only when given, so the row also fits an older schema.
 */
export async function insertLead({ db }: HasDb, lead: LeadInput) {
  await db.insertInto("leads").values(leadRow(lead)).execute();
  return lead.id;
}

/** Many leads, 500 rows per insert. */
export async function insertLeads({ db }: HasDb, leads: LeadInput[]) {
  const rows = leads.map(leadRow);
  for (let i = 0; i < rows.length; i += 500)
    await db
      .insertInto("leads")
      .values(rows.slice(i, i + 500))
      .execute();
}

export const TEST_PASSWORD = "correct horse battery staple";

// Test accounts carry a cheap scrypt hash (N=2^12 instead of 2^17): the parameters travel inside the
// stored string and verifyPassword uses them, so every sign-in in a test still runs the real check
// without the 128 MiB, several-hundred-millisecond cost. New passwords get the full cost (admin-auth test).
let cheapHash: string | undefined;
function testPasswordHash() {
  if (!cheapHash) {
    const N = 2 ** 12;
    const salt = randomBytes(16);
    const key = scryptSync(TEST_PASSWORD.normalize("NFKC"), salt, 32, { N, r: 8, p: 1 });
    cheapHash = `scrypt$N=${N},r=8,p=1$${salt.toString("base64")}$${key.toString("base64")}`;
  }
  return cheapHash;
}

/** An account whose password is TEST_PASSWORD (id `user-<email>`); returns its id. */
export async function addUser(
  owner: HasDb,
  email: string,
  role: Insertable<UsersTable>["role"],
  status: Insertable<UsersTable>["status"] = "active",
  name = `${role === "admin" ? "Asha" : "Ravi"} ${email.split("@")[0]}`,
) {
  const now = nowIso();
  const id = `user-${email}`;
  await owner.db
    .insertInto("users")
    .values({
      id,
      name,
      email,
      role,
      status,
      password_hash: testPasswordHash(),
      last_login_at: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  return id;
}

/** A newsletter subscriber, confirmed unless told otherwise; returns its id. */
export async function insertSubscriber(
  { db }: HasDb,
  subscriber: { email: string } & Partial<Insertable<SubscribersTable>>,
) {
  const at = subscriber.created_at ?? nowIso();
  const status = subscriber.status ?? "confirmed";
  const row = {
    id: randomUUID(),
    lead_id: null,
    status,
    confirm_token_hash: null,
    confirm_expires_at: null,
    confirm_sent_at: at,
    confirmed_at: status === "pending" ? null : at,
    unsubscribed_at: status === "unsubscribed" ? at : null,
    created_at: at,
    updated_at: at,
    ...subscriber,
  } satisfies Insertable<SubscribersTable>;
  await db.insertInto("subscribers").values(row).execute();
  return row.id;
}

/** Confirmed newsletter subscribers written directly, 200 rows per insert: the opt-in itself has its own tests. */
export async function insertConfirmedSubscribers({ db }: HasDb, emails: string[]) {
  const at = nowIso();
  const rows = emails.map((email) => ({
    id: randomUUID(),
    email,
    lead_id: null,
    status: "confirmed" as const,
    confirm_token_hash: null,
    confirm_expires_at: null,
    confirm_sent_at: at,
    confirmed_at: at,
    unsubscribed_at: null,
    created_at: at,
    updated_at: at,
  }));
  for (let i = 0; i < rows.length; i += 200) {
    await db
      .insertInto("subscribers")
      .values(rows.slice(i, i + 200))
      .execute();
  }
}

import { type PostForIndex, postDocuments, type SiteDocument, staticDocuments } from "~/content/site-documents.server";
import type { ContactInfo } from "~/features/chat/chat-text";
import type { PublicSettings } from "~/lib/public-settings";
import { toPost } from "../blog/posts";
import type { Db } from "../db/schema";
import { answerQuestion } from "./answer";
import { type Passage, retrievePassages } from "./passages";
import { buildSiteIndex, type SiteIndex } from "./site-index";

// The index is a cache of the site's content and the published posts, rebuilt when the posts change
// (checked at most every `refreshSeconds`), so every replica answers from the same posts.

export interface SiteAnswerer {
  answer(question: string, newContact?: ContactInfo | null): Promise<string | null>;
  /** The best `limit` site passages for a question, with their paths (what a language model answers from). */
  retrievePassages(question: string, limit: number): Promise<Passage[]>;
}

/** Changes whenever a post is published, unpublished, edited or deleted. */
async function postsSignature(db: Db): Promise<string> {
  const row = await db
    .selectFrom("posts")
    .select((eb) => [eb.fn.countAll<number>().as("n"), eb.fn.max("updated_at").as("latest")])
    .where("status", "=", "published")
    .executeTakeFirstOrThrow();
  return `${Number(row.n)}:${row.latest ?? ""}`;
}

async function publishedPosts(db: Db): Promise<PostForIndex[]> {
  const rows = await db.selectFrom("posts").selectAll().where("status", "=", "published").execute();
  return rows.map(toPost);
}

export function createSiteAnswerer(
  db: Db,
  site: PublicSettings,
  { refreshSeconds = 60, now = Date.now }: { refreshSeconds?: number; now?: () => number } = {},
): SiteAnswerer {
  // The pages, resources and contact details: built once, when the server starts.
  const statics: SiteDocument[] = staticDocuments(site);
  let index: SiteIndex | undefined;
  let signature = "";
  let checkedAt = Number.NEGATIVE_INFINITY;
  let building: Promise<SiteIndex> | undefined;

  async function rebuild(): Promise<SiteIndex> {
    const [sig, posts] = await Promise.all([postsSignature(db), publishedPosts(db)]);
    signature = sig;
    index = buildSiteIndex([...statics, ...postDocuments(posts)]);
    return index;
  }

  async function current(): Promise<SiteIndex> {
    if (building) return building;
    if (index && now() - checkedAt < refreshSeconds * 1000) return index;
    checkedAt = now();
    if (index && (await postsSignature(db)) === signature) return index;
    building = rebuild().finally(() => {
      building = undefined;
    });
    return building;
  }

  return {
    async answer(question, newContact) {
      return answerQuestion(await current(), question, newContact);
    },
    async retrievePassages(question, limit) {
      return retrievePassages(await current(), question, limit);
    },
  };
}

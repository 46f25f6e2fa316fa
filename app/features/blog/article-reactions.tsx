import { Heart, Share2 } from "lucide-react";
import { useEffect, useState } from "react";
import { likedIds, rememberLike } from "./liked-ids";

const LIKED_KEY = "liked-posts";

async function send(slug: string, action: "like" | "unlike" | "share") {
  const res = await fetch(`/api/posts/${encodeURIComponent(slug)}/reactions`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ action }),
  });
  return res.ok ? ((await res.json()) as { likes: number; shares: number }) : undefined;
}

/**
 * Like and Share, counted on the server. One like per browser without an account or cookie: the like is
 * remembered in this browser's localStorage, and pressing again takes it back.
 */
export function ArticleReactions({ slug, likes, shares }: { slug: string; likes: number; shares: number }) {
  const [counts, setCounts] = useState({ likes, shares });
  const [liked, setLiked] = useState(false);
  const [note, setNote] = useState("");
  useEffect(() => setLiked(likedIds(LIKED_KEY).includes(slug)), [slug]);

  async function toggleLike() {
    const next = !liked;
    const updated = await send(slug, next ? "like" : "unlike");
    if (!updated) return setNote("That did not go through. Please try again.");
    setCounts(updated);
    setLiked(next);
    rememberLike(LIKED_KEY, slug, next);
  }

  async function share() {
    const url = window.location.href;
    try {
      if (navigator.share) await navigator.share({ title: document.title, url });
      else {
        await navigator.clipboard.writeText(url);
        setNote("Link copied.");
      }
    } catch {
      return; // the visitor closed the share sheet: nothing was shared
    }
    const updated = await send(slug, "share");
    if (updated) setCounts(updated);
  }

  return (
    <div className="mt-10 flex flex-wrap items-center gap-3">
      <button type="button" className="btn-secondary" aria-pressed={liked} onClick={toggleLike}>
        <Heart aria-hidden="true" className={`size-4 ${liked ? "fill-current text-red-700" : ""}`} />
        {liked ? "Liked" : "Like"} <span className="text-slate-700">({counts.likes.toLocaleString("en-IN")})</span>
      </button>
      <button type="button" className="btn-secondary" onClick={share}>
        <Share2 aria-hidden="true" className="size-4" /> Share{" "}
        <span className="text-slate-700">({counts.shares.toLocaleString("en-IN")})</span>
      </button>
      <p role="status" className="text-sm text-slate-700">
        {note}
      </p>
    </div>
  );
}

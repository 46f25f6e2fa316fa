// `npm run bench -- --chat`: the built-in chat answerer on the evaluation set
// (tests/fixtures/chat-questions.json), without a model or a database: the site's content and the
// seeded blog posts. Prints top-1 (first link acceptable), any-of-links, honesty (no-page questions
// answered without topical links) and unsafe replies (links to other sites, HTML), per category, the
// held-out questions on their own, and the median reply time. `--misses` lists the tuning set's misses
// (with `--held-out` the held-out ones too: looking at them spends them, see docs/chat.md).
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { BLOG_ARTICLES } from "~/content/blog-seed";
import { postDocuments, staticDocuments } from "~/content/site-documents.server";
import { parseSettings, toPublicSettings } from "~/lib/settings.server";
import { answerQuestion } from "../server/chat/answer";
import { buildSiteIndex } from "../server/chat/site-index";
import { asksForPerson, LIVE_OFFER_REPLY } from "../server/live-chat/handoff-phrases";
import { type ChatQuestion, type Graded, grade, HEADER, median, row, tally } from "./lib/chat-score";

const { questions } = JSON.parse(fs.readFileSync("tests/fixtures/chat-questions.json", "utf8")) as {
  questions: ChatQuestion[];
};
const index = buildSiteIndex([
  ...staticDocuments(toPublicSettings(parseSettings({}))),
  ...postDocuments(BLOG_ARTICLES),
]);

const RUNS = 5;
const times: number[] = [];
const graded: Graded[] = questions.map((question) => {
  let reply: string | null = null;
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    // As the chat service answers: a visitor asking for a person gets the live chat's offer first.
    reply = asksForPerson(question.q) ? LIVE_OFFER_REPLY : answerQuestion(index, question.q);
    times.push(performance.now() - started);
  }
  return grade(question, reply);
});

const categories = [...new Set(questions.map((q) => q.category))];
const lines = [
  HEADER,
  ...categories.map((c) =>
    row(
      tally(
        c,
        graded.filter((g) => g.question.category === c),
      ),
    ),
  ),
  row(
    tally(
      "**tuning set**",
      graded.filter((g) => !g.question.heldOut),
    ),
  ),
  row(
    tally(
      "**held out**",
      graded.filter((g) => g.question.heldOut),
    ),
  ),
  row(tally("**all**", graded)),
];
console.log(lines.join("\n"));
const sorted = [...times].sort((a, b) => a - b);
console.log(
  `\nReply time (${questions.length} questions × ${RUNS}): median ${median(times).toFixed(2)} ms, ` +
    `p95 ${sorted[Math.floor(sorted.length * 0.95)]!.toFixed(2)} ms, max ${sorted.at(-1)!.toFixed(2)} ms`,
);

if (process.argv.includes("--misses")) {
  const showHeldOut = process.argv.includes("--held-out");
  for (const g of graded) {
    if (g.question.heldOut && !showHeldOut) continue;
    const ok = g.question.expect === null ? g.honest : g.top1;
    if (!ok || !g.safe)
      console.log(
        `✗ [${g.question.category}] ${g.question.q}\n    expect ${g.question.expect} got ${g.links.join(" ") || "(no links)"}`,
      );
  }
}

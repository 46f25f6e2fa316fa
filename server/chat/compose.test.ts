import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "~/content/blog-seed";
import { postDocuments, type SiteDocument, staticDocuments } from "~/content/site-documents.server";
import { parseSettings, toPublicSettings } from "~/lib/settings.server";
import { answerQuestion } from "./answer";
import { addsToFirst, contactFacts, honestReply, linkLines, NOT_SURE, pageReply } from "./compose";
import type { ScoredDocument } from "./site-index";
import { buildSiteIndex } from "./site-index";

const site = toPublicSettings(parseSettings({}));
const index = buildSiteIndex([...staticDocuments(site), ...postDocuments(BLOG_ARTICLES)]);
const linksOf = (reply: string | null) => [...(reply ?? "").matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]);

const doc = (path: string, summary: string): SiteDocument => ({
  id: path,
  path,
  label: path.slice(1),
  title: "",
  keywords: "",
  body: "",
  summary,
});

describe("linkLines", () => {
  it.each([
    [["/a", "/b"], "\n\n- [a](/a)\n- [b](/b)"],
    [["/a", "/a", "/b"], "\n\n- [a](/a)\n- [b](/b)"],
    [["/a", "/b", "/c", "/d"], "\n\n- [a](/a)\n- [b](/b)\n- [c](/c)"],
    [[], ""],
  ])("%j → %j", (paths, expected) => {
    expect(linkLines(paths.map((p) => doc(p, "")))).toBe(expected);
  });
});

describe("pageReply: one or two sources", () => {
  const a = doc("/a", "Alpha one. Alpha two. Alpha three.");
  const b = doc("/b", "Bravo one. Bravo two.");
  it.each([
    [[a], "Alpha one. Alpha two."],
    [[a, b], "Alpha one. Bravo one."],
  ])("%#", (sources, text) => {
    const reply = pageReply(sources, [doc("/c", "")]);
    expect(reply.split("\n\n")[0]).toBe(
      `${text} Leave your name and e-mail here and a consultant will reply within 24 hours.`,
    );
    expect(linksOf(reply)).toEqual([...sources.map((s) => s.path), "/c"]);
  });
});

describe("addsToFirst", () => {
  const scored = (terms: string[]): ScoredDocument => ({ doc: doc("/x", ""), score: 1, terms });
  const weightOf = (terms: readonly string[]) => terms.length / 4;
  it.each([
    [["chatbot"], ["mobile"], true],
    [["chatbot", "mobile"], ["mobile"], false],
    [["chatbot"], ["chatbot"], false],
    [["chatbot"], [], false],
  ])("first %j, second %j → %s", (first, second, expected) => {
    expect(addsToFirst(scored(first), scored(second), weightOf)).toBe(expected);
  });
});

describe("replies that span two pages", () => {
  it.each([
    ["We need a chatbot and a mobile app for our customers", ["/services/dev/chatbots", "/services/mobile"]],
    ["Can you migrate us to AWS and run a security audit?", ["/services/cloud", "/services/security"]],
    [
      "data quality audit and then an AI roadmap",
      ["/services/consulting/data-audit", "/resources/ai-strategy-roadmap"],
    ],
  ])("%j quotes both pages and links them first", (question, paths) => {
    const reply = answerQuestion(index, question)!;
    expect(linksOf(reply).slice(0, 2)).toEqual(paths);
    for (const path of paths) {
      const summary = index.byId.get(`page:${path}`)!.summary;
      expect(reply).toContain(summary.match(/^[^.!?]+[.!?]/)![0]);
    }
  });
});

describe("contact words alongside a page", () => {
  it("answer with the page, then the contact details and the contact page", () => {
    const reply = answerQuestion(index, "Can your chatbot reply to customers on WhatsApp? Whom do I contact?")!;
    expect(linksOf(reply).slice(0, 2)).toEqual(["/services/dev/chatbots", "/contact"]);
    expect(reply).toContain("You can also write to hello@narmadaai.in or call +91 731 400 2200.");
  });
});

describe("honest replies", () => {
  it("name the site's e-mail and phone, and no page", () => {
    expect(contactFacts(index)).toEqual({ email: "hello@narmadaai.in", phone: "+91 731 400 2200" });
    const reply = honestReply(index);
    expect(reply).toBe(
      `${NOT_SURE} I can help with our services, pricing, case studies and how a project starts. Leave your name and e-mail here and a consultant will reply within 24 hours. You can also write to hello@narmadaai.in or call +91 731 400 2200.`,
    );
  });

  it("tell a job seeker there is no careers page and where to send a CV", () => {
    const reply = answerQuestion(index, "Are you hiring freshers?")!;
    expect(reply).toContain("There is no careers page, but you can send your CV to hello@narmadaai.in.");
    expect(linksOf(reply)).toEqual([]);
  });
});

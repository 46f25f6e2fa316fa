import { describe, expect, it } from "vitest";
import { BLOG_ARTICLES } from "~/content/blog-seed";
import { postDocuments, staticDocuments } from "~/content/site-documents.server";
import { OFFLINE_REPLY } from "~/features/chat/chat-text";
import { parseSettings, toPublicSettings } from "~/lib/settings.server";
import { answerQuestion, buildSiteIndex, firstSentences } from "./answer";

const site = toPublicSettings(parseSettings({}));
const index = buildSiteIndex([...staticDocuments(site), ...postDocuments(BLOG_ARTICLES)]);

/** The site paths of the links in a reply, in order. */
const linksOf = (reply: string | null) => [...(reply ?? "").matchAll(/\]\((\/[^)]*)\)/g)].map((m) => m[1]);

describe("answerQuestion: buyer questions", () => {
  it.each([
    ["Can you build a chatbot for our customer support?", "/services/dev/chatbots"],
    ["We need to automate invoice processing from scanned PDFs", "/services/dev/idp"],
    ["Do you do workflow automation for approvals?", "/services/dev/automation"],
    ["Is our data good enough for AI? We want a data quality audit", "/services/consulting/data-audit"],
    ["Which AI use cases make sense for a retail business?", "/services/consulting/use-cases"],
    ["We need an AI strategy and roadmap for the board", "/resources/ai-strategy-roadmap"],
    ["How do we assess our AI readiness?", "/resources/ai-readiness"],
    ["How much does a chatbot cost?", "/services"],
    ["Can I get a quote for a mobile app?", "/services"],
    ["Can we book a meeting next week?", "/contact"],
    ["What are your office hours?", "/contact"],
    ["Where is your office located?", "/contact"],
    ["Do you have case studies from manufacturing?", "/case-studies"],
    ["How can AI help us reduce costs?", "/reduce-costs"],
    ["We want to increase revenue with AI", "/increase-revenue"],
    ["How do you measure the ROI of AI projects?", "/roi-calculator"],
    ["Tell me about your ROI measurement framework for the CFO", "/blog/measuring-ai-roi"],
    ["Do you offer prompt engineering training for our team?", "/services/training/prompt-engineering"],
    ["Can you integrate generative AI into our app?", "/services/dev/genai"],
    ["Do you build websites?", "/services/web"],
    ["Do you publish industry reports for healthcare?", "/resources/industry-reports"],
    ["Do you offer cybersecurity audits?", "/services/security"],
    ["Tell me about your company", "/about"],
  ])("%s → %s", (question, path) => {
    const reply = answerQuestion(index, question);
    const links = linksOf(reply);
    expect(links).toContain(path);
    expect(links.length).toBeLessThanOrEqual(3);
  });
});

describe("answerQuestion: the shape of a reply", () => {
  it("price questions get the plans' facts and an invitation to leave name and e-mail", () => {
    const reply = answerQuestion(index, "What are your prices?")!;
    expect(reply).toContain(
      "**Pricing:** Starter is $2,999 per project with 3 months support; Professional is $7,999 per project with 6 months support; Enterprise has custom pricing tailored to your scope with 12 months support.",
    );
    expect(reply).toContain("Leave your name and e-mail here");
    expect(linksOf(reply).slice(0, 1)).toEqual(["/services"]);
  });

  it("contact questions quote the phone, e-mail and hours from settings and content", () => {
    const reply = answerQuestion(index, "What is your phone number?")!;
    expect(reply).toContain("+91 731 400 2200");
    expect(reply).toContain("hello@narmadaai.in");
    expect(reply).toContain("Monday - Friday 9:00 AM - 6:00 PM");
  });

  it("answers with at most three sentences before the links", () => {
    const reply = answerQuestion(index, "Tell me about intelligent document processing")!;
    const [text] = reply.split("\n\n");
    expect(text!.match(/[.!?](\s|$)/g)!.length).toBeLessThanOrEqual(3);
  });

  it("acknowledges contact details without searching for the address's words", () => {
    const reply = answerQuestion(index, "My name is Priya Sharma, priya@malwatextiles.co.in", {
      name: "Priya Sharma",
      email: "priya@malwatextiles.co.in",
      phone_number: null,
    });
    expect(reply).toBe(
      "Thank you, Priya Sharma! A consultant will reply within 24 hours at priya@malwatextiles.co.in.",
    );
  });

  it.each(["qwrtzp vbnmkj", "zzzz", "???"])("has no answer for %j (the caller sends the offline text)", (q) => {
    expect(answerQuestion(index, q)).toBeNull();
    expect(OFFLINE_REPLY).toContain("Live chat is offline");
  });

  it.each([
    ["One. Two. Three.", 2, "One. Two."],
    ["From $2,999 per project. Fast.", 1, "From $2,999 per project."],
    ["No full stop", 2, "No full stop"],
  ])("firstSentences(%j, %i)", (text, n, expected) => {
    expect(firstSentences(text, n)).toBe(expected);
  });
});

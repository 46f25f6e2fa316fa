import { describe, expect, it } from "vitest";
import { cleanText, createStreamSanitizer } from "./stream-sanitizer";

const ALLOWED = new Set(["/services/dev/chatbots", "/contact", "/approach"]);
const allow = (href: string) => ALLOWED.has(href);

/** Feeds the pieces one by one; returns what was sent after each piece, and the rest at the end. */
function stream(pieces: string[]) {
  const s = createStreamSanitizer(allow);
  const sent = pieces.map((p) => s.push(p));
  return { sent, rest: s.end() };
}

describe("createStreamSanitizer", () => {
  it.each([
    // Plain words pass straight through, piece by piece.
    [["We build ", "chatbots ", "for support teams."], "We build chatbots for support teams."],
    // Our own paths stay links, also when the link arrives in many pieces.
    [["See [Chat", "bots](/serv", "ices/dev/chatbots) for more."], "See [Chatbots](/services/dev/chatbots) for more."],
    [["[", "Contact us", "]", "(", "/contact", ")"], "[Contact us](/contact)"],
    // A link to another site keeps its words only.
    [["Read [the guide](https://evil.example/x) now."], "Read the guide now."],
    [["Read [the gu", "ide](https://ev", "il.example/x) now."], "Read the guide now."],
    // A path we did not retrieve is not a link either.
    [["Try [our careers page](/careers)."], "Try our careers page."],
    [["Or [this](//evil.example/path)."], "Or this."],
    // Bare web addresses go, the sentence's full stop stays.
    [["Visit https://evil.example/offer."], "Visit ."],
    [["Visit htt", "ps://evil.exa", "mple/offer today"], "Visit  today"],
    [["Go to www.", "evil.example now"], "Go to  now"],
    [["See:https://evil.example"], "See:"],
    // HTML tags go (their text stays), also split across pieces.
    [["<b>Bold</b> claim"], "Bold claim"],
    [["Hi <img src=x onerr", 'or="alert(1)"> there'], "Hi  there"],
    [["<", "script>alert(1)</scr", "ipt>"], "alert(1)"],
    [["An autolink <https://evil.example> here"], "An autolink  here"],
    // Images go entirely.
    [["Look ![logo](https://evil.example/a.png) here"], "Look  here"],
    [["Look !", "[logo](/contact) here"], "Look  here"],
    // Comparisons and brackets that are not tags or links are plain text.
    [["ROI < 12 months and 3 > 2"], "ROI < 12 months and 3 > 2"],
    [["Options [a] and [b]", " are fine!"], "Options [a] and [b] are fine!"],
    [["Each month, ", "wow"], "Each month, wow"],
    // A link text is cleaned too.
    [["[<i>Our</i> approach](/approach)"], "[Our approach](/approach)"],
    [["[https://evil.example](https://evil.example)"], ""],
  ])("%j → %j", (pieces, expected) => {
    const { sent, rest } = stream(pieces);
    expect(sent.join("") + rest).toBe(expected);
  });

  it.each([
    ["a half-received link", ["See [Chatbots](/serv"], "See "],
    ["a half-received off-site link", ["Read [the guide](https://ev"], "Read "],
    ["a half-received tag", ["Hi <img src=x onerr"], "Hi "],
    ["the start of an address", ["Visit htt"], "Visit "],
    ["an address that may go on", ["Visit https://evil.exa"], "Visit "],
    ["a lone opening bracket", ["Hello ["], "Hello "],
    ["a lone exclamation mark (an image may follow)", ["Hello !"], "Hello "],
  ])("holds back %s", (_label, pieces, sentNow) => {
    const s = createStreamSanitizer(allow);
    expect(pieces.map((p) => s.push(p)).join("")).toBe(sentNow);
  });

  it("never sends a piece holding part of a link, tag or address", () => {
    const reply =
      "Our [chatbot work](/services/dev/chatbots) starts with a <em>scoping</em> call; see [this](https://evil.example/a) or www.evil.example, then [Contact us](/contact).";
    // Every split of the reply into two pieces.
    for (let i = 1; i < reply.length; i++) {
      const s = createStreamSanitizer(allow);
      const pieces = [s.push(reply.slice(0, i)), s.push(reply.slice(i)), s.end()];
      for (const piece of pieces) {
        expect(piece).not.toMatch(/evil|<|>|\]\(https|\]\(\/serv(?!ices\/dev\/chatbots\))/);
      }
      expect(pieces.join("")).toBe(
        "Our [chatbot work](/services/dev/chatbots) starts with a scoping call; see this or , then [Contact us](/contact).",
      );
    }
  });

  it("drops an unfinished tag or link target at the end, keeps an unfinished link text", () => {
    expect(stream(["Hi <img src=x"]).rest).toBe("");
    expect(stream(["Hi [the guide](https://evil"]).rest).toBe("the guide");
    expect(stream(["Hi [the guide"]).rest).toBe("[the guide");
  });
});

describe("cleanText", () => {
  it("cleans a whole text at once", () => {
    expect(cleanText("<p>See [Contact us](/contact) or https://evil.example</p>", allow)).toBe(
      "See [Contact us](/contact) or ",
    );
  });
});

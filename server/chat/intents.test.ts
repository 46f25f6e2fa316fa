import { describe, expect, it } from "vitest";
import { matchIntents } from "./intents";
import { specialIntents } from "./special-intents";
import { normalize } from "./text";

const paths = (q: string) => matchIntents(normalize(q)).map((m) => m.intent.path);
const specials = (q: string) => {
  const text = normalize(q);
  return [...specialIntents(text, matchIntents(text))].sort();
};

describe("matchIntents: the page a visitor's words name", () => {
  it.each([
    ["how will your team execute the project", "/our-approach"],
    ["explain ur methodology", "/our-approach"],
    ["why should we hire you", "/why-us"],
    ["what makes your firm stand out", "/why-us"],
    ["who r u", "/about"],
    ["how many engineers work there", "/about"],
    ["need an ecommerce portal", "/services/web"],
    ["flutter app for customers", "/services/mobile"],
    ["move our servers to gcp", "/services/cloud"],
    ["we got hacked last month", "/services/security"],
    ["need a whatsapp bot", "/services/dev/chatbots"],
    ["extract fields from purchase orders", "/services/dev/idp"],
    ["rpa for back office", "/services/dev/automation"],
    ["fine-tuning llama on our data", "/services/dev/genai"],
    ["razorpay integration with our erp", "/services/api-integration"],
    ["graphql api", "/services/dev/api"],
    ["is our data clean enough", "/services/consulting/data-audit"],
    ["competitor analysis for our market", "/services/consulting/future-market-insights"],
    ["mlops course", "/services/training/mlops"],
    ["estimate the payback period", "/roi-calculator"],
    ["what if we wait another year, cost of delay", "/coi-calculator"],
    ["industry average on support", "/resources/benchmarking"],
    ["success stories please", "/case-studies"],
    ["cut operating costs", "/reduce-costs"],
    ["better dashboards for the md", "/accelerate-decisions"],
  ])("%j → %s", (question, path) => {
    expect(paths(question)[0]).toBe(path);
  });

  it.each(["what's the weather", "hello there", "qwrtzp"])("%j names no page", (question) => {
    expect(paths(question)).toEqual([]);
  });

  it("lists several pages in the order the question names them", () => {
    expect(paths("We need a mobile app and a chatbot")).toEqual(["/services/mobile", "/services/dev/chatbots"]);
  });
});

describe("specialIntents: questions with a reply of their own", () => {
  it.each([
    ["how much for a website", ["pricing"]],
    ["rates in INR?", ["pricing"]],
    ["email id pls", ["contact"]],
    ["whatsapp number?", ["contact"]],
    ["where r u located", ["location"]],
    ["book a demo", ["booking"]],
    ["any internship for freshers", ["careers"]],
    // A calculator's words are not a price question; a WhatsApp bot is not a contact question.
    ["cost of inaction calculator", []],
    ["whatsapp bot for support", []],
  ])("%j → %j", (question, expected) => {
    expect(specials(question)).toEqual(expected);
  });
});

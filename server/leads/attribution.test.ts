import { describe, expect, it } from "vitest";
import {
  hostnameOf,
  leadAttribution,
  leadSource,
  NO_ATTRIBUTION,
  refererPath,
  requestSignals,
  sitePathOf,
} from "./attribution";

describe("sitePathOf", () => {
  it.each([
    ["/services", "/services"],
    ["/services/?utm_source=x#top", "/services"],
    ["/", "/"],
    ["/blog/ai-in-retail", "/blog/ai-in-retail"],
    ["services", null],
    ["//evil.example/x", null],
    ["/\\evil.example", null],
    ["https://narmadaai.in/services", null],
    ["/a b", null],
    ["/<script>", null],
    [`/${"a".repeat(600)}`, null],
  ])("%j → %j", (value, path) => {
    expect(sitePathOf(value)).toBe(path);
  });
});

describe("hostnameOf", () => {
  it.each([
    ["www.LinkedIn.com", "linkedin.com"],
    ["news.ycombinator.com", "news.ycombinator.com"],
    ["google.co.in.", "google.co.in"],
    ["localhost", "localhost"],
    ["https://google.com", null],
    ["google.com/search", null],
    ["-bad.example", null],
    ["a b.example", null],
    ["", null],
  ])("%j → %j", (value, host) => {
    expect(hostnameOf(value)).toBe(host);
  });
});

describe("leadAttribution", () => {
  it("keeps every valid field, with source, medium and campaign lower-cased", () => {
    expect(
      leadAttribution({
        landing_page: "/services?utm_source=LinkedIn",
        referrer_host: "www.linkedin.com",
        utm_source: " LinkedIn ",
        utm_medium: "Social",
        utm_campaign: "Launch",
        utm_term: "AI Consulting",
        utm_content: "Banner A",
        sent_from: "/contact",
      }),
    ).toEqual({
      landing_page: "/services",
      referrer_host: "linkedin.com",
      utm_source: "linkedin",
      utm_medium: "social",
      utm_campaign: "launch",
      utm_term: "AI Consulting",
      utm_content: "Banner A",
      sent_from: "/contact",
    });
  });

  it.each([
    ["a path of another site", { landing_page: "//evil.example/", utm_source: "x" }, { utm_source: "x" }],
    ["a URL as the host", { referrer_host: "https://evil.example/a?b", utm_campaign: "c" }, { utm_campaign: "c" }],
    ["a UTM value over 100 characters", { utm_source: "s".repeat(101), utm_medium: "email" }, { utm_medium: "email" }],
    ["a number where text belongs", { utm_source: 7, sent_from: "/about" }, { sent_from: "/about" }],
    ["an empty value", { utm_source: "   ", utm_term: "" }, {}],
    ["a control character", { utm_content: "a\u0000b" }, {}],
  ])("drops %s and keeps the rest", (_what, sent, kept) => {
    expect(leadAttribution(sent)).toEqual({ ...NO_ATTRIBUTION, ...kept });
  });

  it.each([
    ["nothing sent", undefined],
    ["a string", "utm_source=x"],
    ["a list", ["/services"]],
    ["null", null],
  ])("%s is no attribution, with the Referer page as the page it was sent from", (_what, sent) => {
    expect(leadAttribution(sent, { refererPage: "/contact" })).toEqual({ ...NO_ATTRIBUTION, sent_from: "/contact" });
  });

  it("prefers the page the browser names over the Referer", () => {
    expect(leadAttribution({ sent_from: "/get-started" }, { refererPage: "/contact" }).sent_from).toBe("/get-started");
  });

  it("keeps only the page it was sent from when the request asks not to be tracked", () => {
    const sent = {
      landing_page: "/services",
      referrer_host: "linkedin.com",
      utm_source: "linkedin",
      sent_from: "/contact",
    };
    expect(leadAttribution(sent, { noTracking: true })).toEqual({ ...NO_ATTRIBUTION, sent_from: "/contact" });
    expect(leadAttribution({}, { noTracking: true, refererPage: "/pricing" })).toEqual({
      ...NO_ATTRIBUTION,
      sent_from: "/pricing",
    });
  });
});

describe("refererPath", () => {
  const own = ["narmadaai.in", "localhost:3000"];
  it.each([
    ["https://narmadaai.in/contact?x=1", "/contact"],
    ["http://localhost:3000/get-started/", "/get-started"],
    ["https://evil.example/contact", null],
    ["https://narmadaai.in.evil.example/contact", null],
    ["http://localhost:3001/contact", null],
    ["javascript:alert(1)", null],
    ["not a url", null],
    [undefined, null],
  ])("%j → %j", (referer, path) => {
    expect(refererPath(referer, own)).toBe(path);
  });
});

describe("leadSource", () => {
  it.each([
    [{ utm_source: "linkedin", referrer_host: "google.com" }, "linkedin"],
    [{ utm_source: null, referrer_host: "google.com" }, "google.com"],
    [{ utm_source: null, referrer_host: null }, ""],
  ])("%j → %j", (lead, source) => {
    expect(leadSource(lead)).toBe(source);
  });
});

describe("requestSignals", () => {
  const headers = (h: Record<string, string>) => (name: string) => h[name];
  it.each([
    [{ referer: "https://narmadaai.in/contact" }, { refererPage: "/contact", noTracking: false }],
    [
      { referer: "https://narmadaai.in/contact", dnt: "1" },
      { refererPage: "/contact", noTracking: true },
    ],
    [{ "sec-gpc": "1" }, { refererPage: null, noTracking: true }],
    [{ dnt: "0" }, { refererPage: null, noTracking: false }],
  ])("%j → %j", (h, signals) => {
    expect(requestSignals(headers(h), ["narmadaai.in"])).toEqual(signals);
  });
});

import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSettings, SettingsError, SettingsSchema, toPublicSettings } from "./settings.server";

describe("parseSettings", () => {
  it("gives every setting a safe default", () => {
    const s = parseSettings({});
    expect(s).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "sqlite:data/app.db",
      PG_MAX_WAITING: 100,
      SITE_URL: "http://localhost:3000",
      TRUST_PROXY: "false",
    });
  });

  it.each([
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "abc" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    // 0 would refuse every request whose first query has to wait at all, even behind one other.
    [{ PG_MAX_WAITING: "0" }, "PG_MAX_WAITING"],
    [{ PG_MAX_WAITING: "lots" }, "PG_MAX_WAITING"],
    [{ SITE_URL: "localhost:3000" }, "SITE_URL"],
    [{ CONTACT_EMAIL: "nobody" }, "CONTACT_EMAIL"],
    [{ CONTACT_WHATSAPP: "+91 98260" }, "CONTACT_WHATSAPP"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ RATE_LIMIT_MAX: "0" }, "RATE_LIMIT_MAX"],
    [{ CHAT_MAX_MESSAGES_PER_CONVERSATION: "0" }, "CHAT_MAX_MESSAGES_PER_CONVERSATION"],
    // Below one message of the longest kind (2,000 characters): a conversation could not hold it.
    [{ CHAT_MAX_CHARS_PER_CONVERSATION: "1999" }, "CHAT_MAX_CHARS_PER_CONVERSATION"],
    [{ SALES_EMAIL: "sales team" }, "SALES_EMAIL"],
    [{ LEADS_WEBHOOK_URL: "ftp://crm.example.com", LEADS_WEBHOOK_SECRET: "0123456789abcdef" }, "LEADS_WEBHOOK_URL"],
    [{ LEADS_WEBHOOK_URL: "https://crm.example.com/hook" }, "LEADS_WEBHOOK_SECRET"],
    [{ LEADS_WEBHOOK_URL: "https://crm.example.com/hook", LEADS_WEBHOOK_SECRET: "short" }, "LEADS_WEBHOOK_SECRET"],
    [{ OUTBOX_BACKOFF_SECONDS: "60,,300" }, "OUTBOX_BACKOFF_SECONDS"],
    [{ OUTBOX_BACKOFF_SECONDS: "1m,5m" }, "OUTBOX_BACKOFF_SECONDS"],
    [{ OUTBOX_MAX_ATTEMPTS: "0" }, "OUTBOX_MAX_ATTEMPTS"],
    [{ OUTBOX_POLL_MS: "1" }, "OUTBOX_POLL_MS"],
    [{ CAMPAIGN_BATCH_SIZE: "0" }, "CAMPAIGN_BATCH_SIZE"],
    [{ CAMPAIGN_RATE_PER_MINUTE: "fast" }, "CAMPAIGN_RATE_PER_MINUTE"],
  ])("names the bad key in %j", (env, key) => {
    expect(() => parseSettings(env)).toThrow(SettingsError);
    try {
      parseSettings(env);
    } catch (e) {
      expect((e as SettingsError).problems.map((p) => p.split(":")[0])).toEqual([key]);
    }
  });

  it("reads the outbox settings: schedule in seconds, attempts, poll, lease, worker on", () => {
    expect(parseSettings({})).toMatchObject({
      SALES_EMAIL: "",
      LEADS_WEBHOOK_URL: "",
      OUTBOX_BACKOFF_SECONDS: [60, 300, 1800, 7200, 43200],
      OUTBOX_MAX_ATTEMPTS: 8,
      OUTBOX_POLL_MS: 1000,
      OUTBOX_LEASE_SECONDS: 120,
      OUTBOX_WORKER: true,
      CAMPAIGN_BATCH_SIZE: 50,
      CAMPAIGN_RATE_PER_MINUTE: 120,
    });
    expect(parseSettings({ OUTBOX_BACKOFF_SECONDS: "0.05, 0.1", OUTBOX_WORKER: "false" })).toMatchObject({
      OUTBOX_BACKOFF_SECONDS: [0.05, 0.1],
      OUTBOX_WORKER: false,
    });
  });

  it("takes the proxies' addresses for TRUST_PROXY and refuses true in production, naming the setting", () => {
    expect(parseSettings({ TRUST_PROXY: "loopback, 10.0.0.0/8, 2001:db8::/32" }).TRUST_PROXY).toBe(
      "loopback, 10.0.0.0/8, 2001:db8::/32",
    );
    expect(parseSettings({ NODE_ENV: "test", TRUST_PROXY: "true" }).TRUST_PROXY).toBe("true");
    expect(() => parseSettings({ TRUST_PROXY: "true" })).toThrow(
      /TRUST_PROXY: true is refused in production \(a client can forge X-Forwarded-For\)/,
    );
    expect(() => parseSettings({ TRUST_PROXY: "10.0.0.0/8, proxy.internal" })).toThrow(
      /TRUST_PROXY: "proxy.internal" is not an IP address/,
    );
  });

  it("names every bad key at once", () => {
    try {
      parseSettings({ PORT: "x", CONTACT_EMAIL: "y" });
      expect.unreachable();
    } catch (e) {
      expect((e as SettingsError).message).toMatch(/PORT: .*\n.*CONTACT_EMAIL: /);
    }
  });

  it("treats empty values as unset and strips the trailing slash of SITE_URL", () => {
    expect(parseSettings({ PORT: "", SITE_URL: "https://narmadaai.in/" })).toMatchObject({
      PORT: 3000,
      SITE_URL: "https://narmadaai.in",
    });
  });

  it("exposes only brand and contact details to the browser", () => {
    const pub = toPublicSettings(parseSettings({ SMTP_URL: "smtp://user:secret@mail:587" }));
    expect(JSON.stringify(pub)).not.toContain("secret");
    expect(Object.keys(pub).sort()).toEqual(["brandName", "brandShortName", "contact", "siteUrl", "social"]);
  });

  it("documents every setting in .env.example", () => {
    const example = fs.readFileSync(".env.example", "utf8");
    for (const key of Object.keys(SettingsSchema.shape)) expect(example).toMatch(new RegExp(`^${key}=`, "m"));
  });
});

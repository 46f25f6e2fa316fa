import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { parseSettings, SettingsError, SettingsSchema, toPublicSettings } from "./settings.server";

describe("parseSettings", () => {
  it("gives every setting a safe default", () => {
    const s = parseSettings({});
    expect(s).toMatchObject({
      PORT: 3000,
      DATABASE_URL: "sqlite:data/app.db",
      SITE_URL: "http://localhost:3000",
      TRUST_PROXY: "false",
    });
  });

  it.each([
    [{ PORT: "70000" }, "PORT"],
    [{ PORT: "abc" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ SITE_URL: "localhost:3000" }, "SITE_URL"],
    [{ CONTACT_EMAIL: "nobody" }, "CONTACT_EMAIL"],
    [{ CONTACT_WHATSAPP: "+91 98260" }, "CONTACT_WHATSAPP"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL"],
    [{ TRUST_PROXY: "maybe" }, "TRUST_PROXY"],
    [{ RATE_LIMIT_MAX: "0" }, "RATE_LIMIT_MAX"],
  ])("names the bad key in %j", (env, key) => {
    expect(() => parseSettings(env)).toThrow(SettingsError);
    try {
      parseSettings(env);
    } catch (e) {
      expect((e as SettingsError).problems.map((p) => p.split(":")[0])).toEqual([key]);
    }
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

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "./test-server";

describe("security headers", () => {
  let behindProxy: TestServer;
  beforeAll(async () => {
    behindProxy = await startTestServer({ TRUST_PROXY: "loopback" });
  });
  afterAll(async () => behindProxy.close());

  it("sends HSTS when a trusted proxy says the request came over HTTPS", async () => {
    const res = await fetch(`${behindProxy.base}/api/health`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("sends no HSTS over plain HTTP", async () => {
    const res = await fetch(`${behindProxy.base}/api/health`);
    expect(res.headers.get("strict-transport-security")).toBeNull();
  });

  it.each(["/api/health", "/API/health", "/api/no-such-endpoint"])(
    "sets the protective headers on API responses too, with a policy that allows nothing: %s",
    async (path) => {
      const res = await fetch(`${behindProxy.base}${path}`);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("permissions-policy")).toContain("camera=()");
      expect(res.headers.get("x-powered-by")).toBeNull();
    },
  );

  it("keeps HSTS on API responses over HTTPS", async () => {
    const res = await fetch(`${behindProxy.base}/api/health`, { headers: { "X-Forwarded-Proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
  });

  it("keeps the pages' policy, with a fresh script nonce, outside the API", async () => {
    const res = await fetch(`${behindProxy.base}/robots.txt`);
    expect(res.headers.get("content-security-policy")).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}=='/);
  });

  it("counts rate limits per client address as the trusted proxy reports it", async () => {
    await behindProxy.postJson(
      "/api/leads",
      { type: "newsletter", form: { email: "a@example.com" } },
      { "X-Forwarded-For": "203.0.113.7" },
    );
    const row = await behindProxy.db.selectFrom("rate_limits").select("key").executeTakeFirstOrThrow();
    expect(row.key).toBe("api:203.0.113.7");
  });
});

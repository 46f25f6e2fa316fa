import { describe, expect, it } from "vitest";
import { SMTP_POOL_CONNECTIONS, smtpTransportOptions } from "./mailer";

describe("smtpTransportOptions", () => {
  const timeouts = { connectionTimeout: 5000, greetingTimeout: 5000, socketTimeout: 10_000 };
  const dkim = { domainName: "narmadaai.in", keySelector: "mail2026", privateKey: "-----BEGIN PRIVATE KEY-----" };

  it("keeps the URL's server and login and adds the pool, the timeouts, the file and URL refusal and DKIM", () => {
    expect(
      smtpTransportOptions({ smtpUrl: "smtps://mailer:p%40ss@smtp.example.com:465", outboxDir: "x", timeouts, dkim }),
    ).toEqual({
      secure: true,
      host: "smtp.example.com",
      port: 465,
      auth: { user: "mailer", pass: "p@ss" },
      pool: true,
      maxConnections: SMTP_POOL_CONNECTIONS,
      ...timeouts,
      disableFileAccess: true,
      disableUrlAccess: true,
      dkim,
    });
  });

  it("keeps the URL's query options and signs nothing without DKIM", () => {
    const options = smtpTransportOptions({ smtpUrl: "smtp://127.0.0.1:2525?name=mail.narmadaai.in", outboxDir: "x" });
    expect(options).toMatchObject({
      secure: false,
      host: "127.0.0.1",
      port: 2525,
      name: "mail.narmadaai.in",
      pool: true,
    });
    expect(options).not.toHaveProperty("dkim");
    expect(options.socketTimeout).toBe(20_000);
  });
});

import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// Real local peers for the lead pipeline's tests: a mail server and a CRM webhook receiver.

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/**
 * smtp-server on a free port. With `password`, it requires AUTH and rejects any other password. With
 * `delayMs`, each message is accepted only that long after its data arrived (a slow mail server;
 * `setDelay` changes it for the messages after);
 * `receiving` counts the messages whose data started. `refuse(address)` gives the SMTP code to answer
 * RCPT TO with for that address (e.g. 550 no such mailbox, 451 try later), or undefined to accept it;
 * `rcptTo` lists every address offered, refused or not.
 */
export async function startSmtpPeer({
  password,
  delayMs = 0,
  refuse,
}: {
  password?: string;
  delayMs?: number;
  refuse?: (address: string) => number | undefined;
} = {}) {
  const messages: ReceivedMail[] = [];
  const rcptTo: string[] = [];
  let receiving = 0;
  let delay = delayMs;
  const smtp = new SMTPServer({
    authOptional: !password,
    disabledCommands: password ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.password === password) return done(null, { user: auth.username });
      done(Object.assign(new Error("Authentication credentials invalid"), { responseCode: 535 }));
    },
    onRcptTo(address, _session, done) {
      rcptTo.push(address.address);
      const code = refuse?.(address.address);
      if (!code) return done();
      const text = code >= 500 ? "5.1.1 Mailbox does not exist" : "4.7.1 Try again later";
      done(Object.assign(new Error(`${text}`), { responseCode: code }));
    },
    onData(stream, session, done) {
      receiving++;
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const accept = () => {
          messages.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString("utf8"),
          });
          done();
        };
        if (delay) setTimeout(accept, delay);
        else accept();
      });
    },
  });
  // A client cut off mid-session (a replica killed by a test) is no failure of the peer.
  smtp.on("error", () => {});
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    port,
    url: (user?: string, pass?: string) => `smtp://${user ? `${user}:${pass}@` : ""}127.0.0.1:${port}`,
    messages,
    rcptTo,
    receiving: () => receiving,
    setDelay: (ms: number) => {
      delay = ms;
    },
    /** The message whose Subject header matches. */
    find: (subject: RegExp) => messages.filter((m) => subject.test(headerOf(m.raw, "Subject"))),
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  };
}

/** A header's value from a raw message (unfolded; encoded words are left as they are). */
export function headerOf(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, " ");
  const line = head.split(/\r?\n/).find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line ? line.slice(name.length + 1).trim() : "";
}

/** The text/plain (or `type`) body of a raw message, quoted-printable decoded. */
export function textOf(raw: string, type = "text/plain"): string {
  const part = raw.split(/\r?\n--/).find((p) => p.toLowerCase().includes(`content-type: ${type}`)) ?? raw;
  const body = part.slice(part.search(/\r?\n\r?\n/)).trim();
  if (!/Content-Transfer-Encoding: quoted-printable/i.test(part)) return body.replace(/\r\n/g, "\n");
  return Buffer.from(
    body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    "latin1",
  )
    .toString("utf8")
    .replace(/\r\n/g, "\n");
}

/** The base64 PDF attachment of a raw MIME message. */
export function pdfAttachmentOf(raw: string): Buffer {
  const part = raw.split(/\r?\n--/).find((p) => /Content-Type: application\/pdf/i.test(p));
  if (!part) throw new Error("no PDF attachment");
  return Buffer.from(part.slice(part.search(/\r?\n\r?\n/)).replace(/\s+/g, ""), "base64");
}

export interface WebhookCall {
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
  /** Time the answer was sent, for overlap checks. */
  doneAt?: number;
}

/**
 * A CRM webhook receiver. `answer(n)` decides the n-th call's fate (1-based): a status code, or
 * "hang" to never answer. Defaults to 200, answered after `delayMs`.
 */
export async function startReceiver(
  answer: (n: number, call: WebhookCall) => number | "hang" = () => 200,
  { delayMs = 0 }: { delayMs?: number } = {},
) {
  const calls: WebhookCall[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const call: WebhookCall = { headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() };
      calls.push(call);
      const fate = answer(calls.length, call);
      if (fate === "hang") {
        hanging.add(res);
        return;
      }
      const reply = () => {
        call.doneAt = Date.now();
        res.writeHead(fate, { "Content-Type": "application/json" }).end(JSON.stringify({ ok: fate < 300 }));
      };
      // A slow CRM widens the window in which a second sender could overlap.
      if (delayMs) setTimeout(reply, delayMs);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    port,
    calls,
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** What a receiver should do: recompute the HMAC of the raw body and compare in constant time. */
export function signatureValid(body: string, header: string | string[] | undefined, secret: string): boolean {
  const expected = Buffer.from(`sha256=${createHmac("sha256", secret).update(body).digest("hex")}`);
  const given = Buffer.from(String(header ?? ""));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A port nobody listens on: take one, then close it. */
export async function deadPort(): Promise<number> {
  const probe = http.createServer();
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const port = (probe.address() as AddressInfo).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

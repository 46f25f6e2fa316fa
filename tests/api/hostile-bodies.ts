import { type Random, seededRandom } from "./hostile-http";

// Seeded bodies that are not what a route action takes, and what the server must answer to each.

export interface Hostile {
  name: string;
  headers: Record<string, string>;
  body: Uint8Array;
  /** 415 not a form, 400 a form that does not parse, or any answer below 500 for a form of random fields. */
  expect: 400 | 415 | "not 5xx";
}

const utf8 = (s: string) => new TextEncoder().encode(s);
const FIELDS = [
  "email",
  "password",
  "name",
  "message",
  "intent",
  "id",
  "token",
  "confirm",
  "status",
  "returnTo",
  "next",
];

function randomJson(r: Random): unknown {
  const depth = r.int(3);
  const value = (d: number): unknown =>
    d <= 0
      ? r.pick([r.text(r.int(40)), r.int(1e6), true, null])
      : Object.fromEntries(Array.from({ length: 1 + r.int(4) }, () => [r.pick(FIELDS), value(d - 1)]));
  return value(depth + 1);
}

/** Multipart bodies no parser can read: cut short, without a boundary, with broken part headers, or noise. */
function brokenMultipart(r: Random): Hostile {
  const b = `----x${r.int(1e9)}`;
  const part = `--${b}\r\nContent-Disposition: form-data; name="${r.pick(FIELDS)}"\r\n\r\n${r.text(r.int(200))}`;
  const variants: [string, string, Uint8Array][] = [
    ["cut short", `multipart/form-data; boundary=${b}`, utf8(part)],
    ["no boundary", "multipart/form-data", utf8(`${part}\r\n--${b}--\r\n`)],
    [
      "part without a disposition",
      `multipart/form-data; boundary=${b}`,
      utf8(`--${b}\r\nX: y\r\n\r\nv\r\n--${b}--\r\n`),
    ],
    ["another boundary", `multipart/form-data; boundary=${b}`, utf8(`${part.replace(b, "other")}\r\n--other--\r\n`)],
    ["noise", `multipart/form-data; boundary=${b}`, r.bytes(1 + r.int(2000))],
  ];
  const [name, type, body] = r.pick(variants);
  return { name: `multipart: ${name}`, headers: { "Content-Type": type }, body, expect: 400 };
}

/** Bytes under a type no route action takes, or under no type at all. */
function notAForm(r: Random): Hostile {
  const type = r.pick([
    "",
    "text/plain",
    "application/xml",
    "application/octet-stream",
    "multipart/mixed; boundary=x",
    "image/png",
    r.text(12),
  ]);
  const body = r.pick([r.bytes(1 + r.int(3000)), utf8(r.text(1 + r.int(500)))]);
  return {
    name: `type "${type}"`,
    headers: type ? { "Content-Type": type.replace(/[^\x20-\x7e]/g, "x") } : {},
    body,
    expect: 415,
  };
}

/** A well-formed form of random fields and values: the action decides, but never with a 5xx. */
function randomForm(r: Random): Hostile {
  const params = new URLSearchParams();
  for (let i = r.int(8); i >= 0; i--)
    params.append(r.pick([...FIELDS, r.text(6)]), r.text(r.int(r.int(10) === 0 ? 20_000 : 80)));
  const multipart = r.int(3) === 0;
  if (!multipart)
    return {
      name: "random form",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: utf8(params.toString()),
      expect: "not 5xx",
    };
  const b = `----r${r.int(1e9)}`;
  const parts = [...params].map(
    ([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${encodeURIComponent(k)}"\r\n\r\n${v}\r\n`,
  );
  return {
    name: "random multipart form",
    headers: { "Content-Type": `multipart/form-data; boundary=${b}` },
    body: utf8(`${parts.join("")}--${b}--\r\n`),
    expect: "not 5xx",
  };
}

const KINDS = [
  (r: Random): Hostile => ({
    name: "JSON",
    headers: { "Content-Type": "application/json" },
    body: utf8(JSON.stringify(randomJson(r))),
    expect: 415,
  }),
  brokenMultipart,
  notAForm,
  randomForm,
];

/** How many kinds of hostile body there are: `routes × HOSTILE_KINDS` bodies give every route each kind once. */
export const HOSTILE_KINDS = KINDS.length;

/** `count` bodies for `routes` routes: body i goes to route i % routes; each round of routes gets the next kind. */
export function hostileBodies(seed: number, count: number, routes: number): Hostile[] {
  const r = seededRandom(seed);
  return Array.from({ length: count }, (_, i) => KINDS[Math.floor(i / routes) % KINDS.length](r));
}

// The admin session as loaders and actions receive it (context.admin; server/admin/context.ts fills it):
// who is signed in, sign-in and sign-out, the first admin's setup. Each feature's operations are its own
// slice beside them (admin-slices.ts). Plain types only: the browser bundle never imports the server code.

import type { FieldErrors } from "~/lib/result";
import type { UserRole } from "~/lib/statuses";

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: UserRole;
}

export type LoginOutcome =
  | { ok: true; setCookie: string }
  | { ok: false; status: 401 | 429; message: string; retryAfter?: number };

export type SetupOutcome = { ok: true; setCookie: string } | { ok: false; message: string; fields?: FieldErrors };

export interface AdminAuth {
  /** The signed-in user, checked by the server's gate for this request. */
  user: AdminUser | null;
  /** HTTPS, or plain HTTP on this machine (localhost): the session cookie can be set. */
  secureContext: boolean;
  login(input: { email: string; password: string }): Promise<LoginOutcome>;
  /** Deletes this browser's session; returns the Set-Cookie header that clears the cookie. */
  logout(): Promise<string>;
  setupUsable(token: string): Promise<boolean>;
  setupFirstAdmin(token: string, input: { name: string; email: string; password: string }): Promise<SetupOutcome>;
}

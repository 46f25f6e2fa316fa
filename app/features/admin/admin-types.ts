// What admin loaders and actions receive from the server through the load context (context.admin).
// Plain types only: the browser bundle never imports the server code that implements them.
import type { Role } from "./sections";

export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: Role;
}

export type FieldErrors = Record<string, string>;

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
  /** Data and actions of the admin screens, acting as `user` (each call is audited where it changes something). */
  api: AdminApi;
}

export interface AdminApi {
  stats(): Promise<StatCards>;
  unreadNotifications(): Promise<number>;
}

/** The five stat cards over the management view. */
export interface StatCards {
  totalLeads: number;
  newLeads: number;
  publishedPosts: number;
  totalViews: number;
  /** Likes + comments + shares of published posts (spec-2: the Engagement tile). */
  engagement: number;
}

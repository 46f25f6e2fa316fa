// What the Users tab receives from the server (context.admin.users; server/users/users-admin.ts).

import type { Result } from "~/lib/result";
import type { UserRole, UserStatus } from "~/lib/statuses";

export interface UserRow {
  id: string;
  name: string;
  email: string;
  role: UserRole;
  status: UserStatus;
  lastLoginAt: string | null;
  postsCount: number;
  /** Offered strategy calls to book (admins and sales only; server/calls/consultants.ts). */
  takesCalls: boolean;
}

/**
 * A change's answer: done may list the calls of someone who no longer takes calls that nobody else
 * was free for (they stay with them; server/calls/reassign.ts).
 */
export type ChangeResult = Result<{ unassigned?: string[] }>;

export interface UsersApi {
  list(): Promise<UserRow[]>;
  /** A new account from the form's name, e-mail, role and password; done carries its id. */
  add(input: Record<string, string>): Promise<Result>;
  /** intent "role" | "status" | "password" | "calls" (takesCalls "on" or absent) with its value. */
  change(id: string, input: Record<string, string>): Promise<ChangeResult>;
}

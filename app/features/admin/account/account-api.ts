// What the Your account page receives from the server (context.admin.account; server/users/own-password.ts).

import type { Result } from "~/lib/result";

export interface AccountApi {
  /** The signed-in user's own password (any role): needs the current one; ends their other sessions. */
  changePassword(input: { current?: string; password?: string; confirm?: string }): Promise<Result>;
}

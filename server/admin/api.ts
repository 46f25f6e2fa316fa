import type { Kysely } from "kysely";
import type { AdminApi } from "~/features/admin/admin-types";
import type { AuditActor } from "../auth/audit";
import type { Database } from "../db/schema";
import { statCards, unreadNotifications } from "./overview";

/** Everything the admin screens read and change, for one signed-in user (the gate checked the role). */
export function adminApi(db: Kysely<Database>, _actor: AuditActor): AdminApi {
  return {
    stats: () => statCards(db),
    unreadNotifications: () => unreadNotifications(db),
  };
}

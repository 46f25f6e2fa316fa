import type { Kysely } from "kysely";
import type { AdminApi } from "~/features/admin/admin-types";
import type { AuditActor } from "../auth/audit";
import type { Database } from "../db/schema";
import { exportLeads } from "./lead-export";
import { addLead, addNote, getLead, listLeads, updateLead } from "./leads";
import { statCards, unreadNotifications } from "./overview";

/** Everything the admin screens read and change, for one signed-in user (the gate checked the role). */
export function adminApi(db: Kysely<Database>, actor: AuditActor & { name: string }): AdminApi {
  return {
    listLeads: (filter) => listLeads(db, filter),
    getLead: (id) => getLead(db, id),
    updateLead: (id, input) => updateLead(db, actor, id, input),
    addNote: (id, body) => addNote(db, actor, id, body),
    addLead: (input) => addLead(db, actor, input),
    exportLeads: (filter) => exportLeads(db, actor, filter),
    stats: () => statCards(db),
    unreadNotifications: () => unreadNotifications(db),
  };
}

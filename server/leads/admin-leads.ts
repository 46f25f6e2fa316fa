import type { LeadFilter } from "~/features/admin/leads/lead-filter";
import type { LeadsApi } from "~/features/admin/leads/leads-api";
import type { ApiActor } from "../auth/audit";
import type { Db } from "../db/schema";
import { erasePerson } from "./erasure";
import { addNote, getLead, updateLead } from "./lead-detail";
import { exportLeads } from "./lead-export";
import { listLeads } from "./lead-list";
import { addLead } from "./lead-new";
import { followUpsDue, getLeadPipeline, listLeadPeople, setFollowUp, setLeadOwner } from "./lead-pipeline";

/**
 * The leads slice for one signed-in user (server/admin/api.ts composes it). The gate (server/admin/gate.ts)
 * and each route check the role before any of these runs; the owner, follow-up and erasure check it again.
 */
export function leadsApi(db: Db, actor: ApiActor): LeadsApi {
  // "Mine" is the signed-in user's leads: the id comes from the session, never from the URL.
  const mine = (filter: LeadFilter): LeadFilter => ({ ...filter, ownerId: actor.id });
  return {
    listLeads: (filter) => listLeads(db, mine(filter)),
    listLeadPeople: (filter) => listLeadPeople(db, mine(filter)),
    getLead: (id) => getLead(db, id),
    leadPipeline: (id) => getLeadPipeline(db, id),
    updateLead: (id, input) => updateLead(db, actor, id, input),
    addNote: (id, body) => addNote(db, actor, id, body),
    addLead: (input) => addLead(db, actor, input),
    setLeadOwner: (id, ownerId) => setLeadOwner(db, actor, id, ownerId),
    setFollowUp: (id, day) => setFollowUp(db, actor, id, day),
    followUpsDue: () => followUpsDue(db),
    exportLeads: (filter) => exportLeads(db, actor, mine(filter)),
    erasePerson: (input) => erasePerson(db, actor, input),
  };
}

import type { LeadFilter } from "~/features/admin/leads/lead-filter";
import type { AdminApi } from "~/features/admin/shared/admin-types";
import { chatContactShare } from "../analytics/chat-contacts";
import { leadSourcesReport } from "../analytics/lead-sources";
import { analyticsReport } from "../analytics/report";
import type { AuditActor } from "../auth/audit";
import { listBackups } from "../backups/create";
import { deletePost, listAllPosts, savePost, setPostStatus } from "../blog/admin-posts";
import { listComments, setCommentStatus } from "../blog/comments";
import type { DbKind } from "../db/connect";
import type { Db } from "../db/schema";
import { deleteMedia, listMedia } from "../media/media-store";
import { type BackupPlace, createBackup, restoreBackup, storedBackup } from "./backup";
import { dashboard } from "./dashboard";
import { erasePerson } from "./erase";
import { listContacts, listNotifications, markAllRead, setInquiryStatus } from "./inbox";
import { exportLeads } from "./lead-export";
import { followUpsDue, getLeadPipeline, listLeadPeople, setFollowUp, setLeadOwner } from "./lead-pipeline";
import { addLead, addNote, getLead, listLeads, updateLead } from "./leads";
import { statCards, unreadNotifications } from "./overview";
import { changeOwnPassword } from "./own-password";
import { getBlogSettings, saveBlogSettings } from "./site-settings";
import { addUser, changeUser, listUsers } from "./users-admin";

export type ApiActor = AuditActor & { name: string; role: string; sessionId?: string };

/**
 * Everything the admin screens read and change, for one signed-in user. The gate (server/admin/gate.ts)
 * and each route's loader check the role before any of these runs.
 */
export function adminApi(db: Db, kind: DbKind, actor: ApiActor, backups: BackupPlace): AdminApi {
  // "Mine" is the signed-in user's leads: the id comes from the session, never from the URL.
  const mine = (filter: LeadFilter): LeadFilter => ({ ...filter, ownerId: actor.id ?? undefined });
  return {
    stats: () => statCards(db, actor.role === "admin"),
    unreadNotifications: () => unreadNotifications(db),
    listLeads: (filter) => listLeads(db, mine(filter)),
    getLead: (id) => getLead(db, id),
    updateLead: (id, input) => updateLead(db, actor, id, input),
    addNote: (id, body) => addNote(db, actor, id, body),
    addLead: (input) => addLead(db, actor, input),
    exportLeads: (filter) => exportLeads(db, actor, mine(filter)),
    leadPipeline: (id) => getLeadPipeline(db, id),
    setLeadOwner: (id, ownerId) => setLeadOwner(db, actor, id, ownerId),
    setFollowUp: (id, day) => setFollowUp(db, actor, id, day),
    followUpsDue: () => followUpsDue(db),
    listLeadPeople: (filter) => listLeadPeople(db, mine(filter)),
    dashboard: () => dashboard(db, actor.role === "admin"),
    analytics: (days) => analyticsReport(db, days),
    chatContacts: (days) => chatContactShare(db, days),
    leadSources: (days) => leadSourcesReport(db, days),
    notifications: () => listNotifications(db),
    markAllRead: () => markAllRead(db),
    contacts: () => listContacts(db),
    setInquiryStatus: (id, status) => setInquiryStatus(db, actor, id, status),
    blogSettings: () => getBlogSettings(db),
    saveBlogSettings: (input) => saveBlogSettings(db, actor, input),
    users: () => listUsers(db),
    addUser: (input) => addUser(db, actor, input),
    changeUser: (id, input) => changeUser(db, actor, id, input),
    changeOwnPassword: (input) => changeOwnPassword(db, actor, input),
    posts: () => listAllPosts(db),
    savePost: (id, input) => savePost(db, actor, id, input),
    setPostStatus: (id, status) => setPostStatus(db, actor, id, status),
    deletePost: (id) => deletePost(db, actor, id),
    comments: () => listComments(db),
    setCommentStatus: (id, status) => setCommentStatus(db, actor, id, status),
    media: () => listMedia(db),
    deleteMedia: (id) => deleteMedia(db, actor, id),
    erasePerson: (input) => erasePerson(db, actor, input),
    backup: () => createBackup(db, kind, actor, backups),
    storedBackup: (id) => storedBackup(db, actor, backups.dir, id),
    backups: () => listBackups(db),
    restore: (from, password) => restoreBackup({ db, kind }, actor, from, password, backups),
  };
}

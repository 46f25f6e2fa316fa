import { describe, expect, it } from "vitest";
import { ACTIVITY_LINES, activityLine } from "~/features/admin/dashboard/activity-line";

describe("activityLine", () => {
  it.each([
    ["auth.login", "signed in"],
    ["auth.logout", "signed out"],
    ["auth.login_failed", "failed to sign in"],
    ["lead.create", "added a lead"],
    ["lead.status", "changed a lead's status"],
    ["lead.value", "changed a lead's value"],
    ["lead.note", "added a note to a lead"],
    ["lead.owner", "changed who owns a lead"],
    ["lead.follow_up", "set a lead's follow-up date"],
    ["lead.export", "exported leads"],
    ["contact.status", "updated a contact message"],
    ["person.erase", "erased a person's data"],
    ["settings.save", "saved the settings"],
    ["backup.download", "downloaded a backup"],
    ["backup.restore", "restored a backup"],
    ["backup.restore_refused", "tried to restore a backup with a wrong password"],
    ["user.create", "created an account"],
    ["user.create_first_admin", "created the first admin account"],
    ["user.role", "changed an account's role"],
    ["user.deactivate", "deactivated an account"],
    ["user.activate", "reactivated an account"],
    ["user.password_reset", "reset a password"],
    ["user.password_change", "changed their password"],
    ["user.password_change_failed", "gave a wrong current password"],
    ["post.create", "created a blog post"],
    ["post.update", "edited a blog post"],
    ["post.status", "changed a blog post's status"],
    ["post.delete", "deleted a blog post"],
    ["comment.approved", "approved a comment"],
    ["comment.rejected", "rejected a comment"],
    ["comment.pending", "put a comment back to pending"],
    ["media.upload", "uploaded an image"],
    ["media.delete", "deleted an image"],
    ["campaign.create", "created an e-mail campaign"],
    ["campaign.update", "edited an e-mail campaign"],
    ["campaign.send", "sent an e-mail campaign"],
    ["campaign.retry", "retried a campaign's failed e-mails"],
    ["campaign.delete", "deleted a campaign draft"],
    ["project.create", "added a portfolio project"],
    ["project.update", "edited a portfolio project"],
    ["project.status", "changed a portfolio project's status"],
    ["project.move", "reordered the portfolio"],
    ["project.delete", "deleted a portfolio project"],
    ["testimonial.create", "added a testimonial"],
    ["testimonial.update", "edited a testimonial"],
    ["testimonial.status", "changed a testimonial's status"],
    ["testimonial.move", "reordered the testimonials"],
    ["testimonial.delete", "deleted a testimonial"],
    ["team_member.create", "added a team member"],
    ["team_member.update", "edited a team member"],
    ["team_member.status", "changed a team member's status"],
    ["team_member.move", "reordered the team"],
    ["team_member.delete", "deleted a team member"],
    ["call.held", "marked a strategy call held"],
    ["call.no_show", "marked a strategy call as a no-show"],
    ["call.cancel", "cancelled a strategy call for the visitor"],
    ["call.rebooking_email", "sent a no-show the rebooking e-mail"],
    ["consultant.takes_calls", "changed who takes strategy calls"],
    ["consultant.hours", "changed a consultant's hours"],
    ["consultant.days_off", "changed a consultant's days off"],
    ["consultant.feed", "changed a consultant's calendar feed"],
    ["holiday.create", "added a company holiday"],
    ["holiday.delete", "removed a company holiday"],
    ["sequence.step", "edited an e-mail sequence step"],
    ["sequence.test", "sent a sequence step to themselves"],
    ["sequence.pause", "paused every e-mail sequence"],
    ["sequence.resume", "resumed the e-mail sequences"],
    ["sequence.start", "started an e-mail sequence for a lead"],
    ["sequence.stop", "stopped a lead's e-mail sequence"],
    ["sequence.replied", "marked that a lead replied to a sequence"],
  ])("%s → %s", (action, line) => {
    expect(activityLine(action)).toBe(line);
  });

  it("has a table row above for every line it knows", () => {
    expect(Object.keys(ACTIVITY_LINES)).toHaveLength(70);
  });

  it("reads an action without a line in words, not as its key", () => {
    expect(activityLine("invoice.mark_paid")).toBe("made a change (invoice mark paid)");
  });
});

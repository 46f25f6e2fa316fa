/** What is known of where a contact message came from: the lead's attribution and how it was added. */
export interface InquiryOrigin {
  /** "admin" for a message the team typed in (Add Lead); absent for a visitor's form. */
  addedIn?: string;
  addedBy?: string;
  utmSource?: string | null;
  utmMedium?: string | null;
  utmCampaign?: string | null;
  referrerHost?: string | null;
  landingPage?: string | null;
  sentFrom?: string | null;
}

/**
 * The source line of a contact message: a campaign's source / medium / campaign, else the site that
 * referred the visitor, else a direct visit; the landing page when it differs from where the form was sent.
 * A message stored before attribution was kept, or from a browser that asked not to be tracked, says so.
 */
export function inquirySource(o: InquiryOrigin): string {
  if (o.addedIn === "admin") return o.addedBy ? `Added by ${o.addedBy}` : "Added by the team";
  const landed = o.landingPage && o.landingPage !== o.sentFrom ? `, landed on ${o.landingPage}` : "";
  if (o.utmSource) return `${[o.utmSource, o.utmMedium, o.utmCampaign].filter(Boolean).join(" / ")}${landed}`;
  if (o.referrerHost) return `Referred by ${o.referrerHost}${landed}`;
  if (o.landingPage) return `Direct visit${landed}`;
  if (o.sentFrom) return `Not known (sent from ${o.sentFrom})`;
  return "Not recorded";
}

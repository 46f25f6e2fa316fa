import { useRouteLoaderData } from "react-router";

/** The settings a browser may see: brand and contact details, shown on every page. */
export interface PublicSettings {
  brandName: string;
  brandShortName: string;
  siteUrl: string;
  contact: { email: string; phone: string; whatsapp: string; address: string };
  social: { linkedin: string; x: string; facebook: string; instagram: string };
}

export function useSite(): PublicSettings {
  const data = useRouteLoaderData("root") as { site: PublicSettings } | undefined;
  if (!data) throw new Error("useSite() needs the root loader data");
  return data.site;
}

export function telHref(phone: string) {
  return `tel:${phone.replace(/[^+0-9]/g, "")}`;
}

export function mapEmbedUrl(address: string) {
  return `https://www.google.com/maps?q=${encodeURIComponent(address)}&output=embed`;
}

export function mapLinkUrl(address: string) {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}

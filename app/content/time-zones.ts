// The time zones the slot picker offers (issue #38): IST first (the company's zone, and the page's
// before the browser says where the visitor is), then about forty places our buyers call from, west to
// east by standard time. With JavaScript the browser's own zone is added when it is not here.

export interface ZoneOption {
  /** IANA name: what the form posts. */
  id: string;
  /** What the select shows. */
  label: string;
  /** How a sentence names it: "in {place} time". */
  place: string;
}

const zone = (id: string, label: string, place = label): ZoneOption => ({ id, label, place });

export const IST_ZONE = "Asia/Kolkata";

export const COMMON_ZONES: readonly ZoneOption[] = [
  zone(IST_ZONE, "India (IST)", "India"),
  zone("Pacific/Honolulu", "Honolulu (Hawaii)", "Honolulu"),
  zone("America/Los_Angeles", "Los Angeles (US Pacific)", "Los Angeles"),
  zone("America/Vancouver", "Vancouver"),
  zone("America/Phoenix", "Phoenix (Arizona)", "Phoenix"),
  zone("America/Denver", "Denver (US Mountain)", "Denver"),
  zone("America/Chicago", "Chicago (US Central)", "Chicago"),
  zone("America/Mexico_City", "Mexico City"),
  zone("America/New_York", "New York (US Eastern)", "New York"),
  zone("America/Toronto", "Toronto"),
  zone("America/Sao_Paulo", "São Paulo"),
  zone("UTC", "UTC (Coordinated Universal Time)", "UTC"),
  zone("Europe/London", "London"),
  zone("Africa/Lagos", "Lagos"),
  zone("Europe/Paris", "Paris"),
  zone("Europe/Berlin", "Berlin"),
  zone("Europe/Amsterdam", "Amsterdam"),
  zone("Europe/Stockholm", "Stockholm"),
  zone("Africa/Johannesburg", "Johannesburg"),
  zone("Africa/Cairo", "Cairo"),
  zone("Europe/Istanbul", "Istanbul"),
  zone("Africa/Nairobi", "Nairobi"),
  zone("Asia/Riyadh", "Riyadh"),
  zone("Asia/Dubai", "Gulf (Dubai, Abu Dhabi, Muscat)", "Gulf"),
  zone("Asia/Karachi", "Karachi"),
  zone("Asia/Colombo", "Colombo"),
  zone("Asia/Kathmandu", "Kathmandu"),
  zone("Asia/Dhaka", "Dhaka"),
  zone("Asia/Bangkok", "Bangkok"),
  zone("Asia/Jakarta", "Jakarta"),
  zone("Asia/Singapore", "Singapore"),
  zone("Asia/Kuala_Lumpur", "Kuala Lumpur"),
  zone("Asia/Hong_Kong", "Hong Kong"),
  zone("Asia/Shanghai", "China (Shanghai)", "China"),
  zone("Australia/Perth", "Perth"),
  zone("Asia/Tokyo", "Tokyo"),
  zone("Asia/Seoul", "Seoul"),
  zone("Australia/Brisbane", "Brisbane"),
  zone("Australia/Sydney", "Sydney"),
  zone("Pacific/Auckland", "Auckland"),
];

/** A zone not in the list, named by its city: "America/Argentina/Buenos_Aires" → "Buenos Aires". */
function cityOf(id: string): string {
  if (id === "Asia/Calcutta") return "India";
  return (id.split("/").pop() ?? id).replace(/_/g, " ");
}

/** The option for a zone, listed or not (the browser may report any IANA name). */
export function zoneOption(id: string): ZoneOption {
  const listed = COMMON_ZONES.find((z) => z.id === id);
  if (listed) return listed;
  const city = cityOf(id);
  return { id, label: city, place: city };
}

/** The select's options: the list, with `current` added after IST when it is not in it. */
export function zoneOptions(current: string): readonly ZoneOption[] {
  if (COMMON_ZONES.some((z) => z.id === current)) return COMMON_ZONES;
  return [COMMON_ZONES[0], zoneOption(current), ...COMMON_ZONES.slice(1)];
}

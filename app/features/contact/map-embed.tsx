import { MapPin } from "lucide-react";
import { useState } from "react";
import { mapEmbedUrl, mapLinkUrl } from "~/lib/public-settings";

/**
 * The office map loads only when asked: no third-party request, cookie or script on page load, and
 * the page stays fast. The link works without JavaScript.
 */
export function MapEmbed({ address }: { address: string }) {
  const [load, setLoad] = useState(false);
  return (
    <div className="overflow-hidden rounded-2xl ring-1 ring-slate-200">
      {load ? (
        <iframe
          title="Map of our Indore office"
          src={mapEmbedUrl(address)}
          className="h-80 w-full border-0"
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
        />
      ) : (
        <div className="relative grid h-80 place-items-center bg-[linear-gradient(#e2e8f0_1px,transparent_1px),linear-gradient(90deg,#e2e8f0_1px,transparent_1px)] bg-[size:32px_32px] bg-slate-50">
          <div className="flex flex-col items-center gap-3 rounded-xl bg-white/95 p-6 text-center shadow-md">
            <MapPin aria-hidden="true" className="size-8 text-red-700" />
            <p className="max-w-xs text-sm text-slate-800">{address}</p>
            <div className="flex flex-wrap justify-center gap-3">
              <button type="button" className="btn-primary py-2" onClick={() => setLoad(true)}>
                Show interactive map
              </button>
              <a className="btn-secondary py-2" href={mapLinkUrl(address)} target="_blank" rel="noopener noreferrer">
                Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          </div>
        </div>
      )}
    </div>
  );
}

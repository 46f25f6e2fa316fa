import { Bot, Mail, MessageCircle, Phone, X } from "lucide-react";
import { useEffect, useRef } from "react";
import { telHref, useSite } from "~/lib/public-settings";

/**
 * The chat assistant's panel (320 × 384). Until the live assistant is connected it offers the direct
 * channels instead, so a visitor is never left with a dead end.
 */
export function ChatPanel({ onClose }: { onClose: () => void }) {
  const site = useSite();
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeButton.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [onClose]);

  return (
    <section
      role="dialog"
      aria-labelledby="chat-title"
      className="fixed bottom-24 right-6 z-50 flex h-96 w-80 max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200"
    >
      <header className="flex items-center justify-between bg-gradient-to-r from-brand-700 to-cyan-700 px-4 py-3 text-white">
        <h2 id="chat-title" className="flex items-center gap-2 font-semibold">
          <Bot aria-hidden="true" className="size-5" /> {site.brandShortName} Assistant
        </h2>
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="rounded p-1 hover:bg-white/20"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </header>
      <div className="flex-1 space-y-3 overflow-y-auto p-4 text-sm text-slate-800">
        <p className="rounded-xl rounded-tl-none bg-slate-100 p-3">
          Hello! Our live assistant is being connected. In the meantime our team is one tap away, and we reply within 24
          hours.
        </p>
        <ul className="space-y-2">
          <li>
            <a
              className="flex items-center gap-2 font-medium text-brand-800 hover:underline"
              href={`https://wa.me/${site.contact.whatsapp}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              <MessageCircle aria-hidden="true" className="size-4" /> Chat on WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a
              className="flex items-center gap-2 font-medium text-brand-800 hover:underline"
              href={telHref(site.contact.phone)}
            >
              <Phone aria-hidden="true" className="size-4" /> Call {site.contact.phone}
            </a>
          </li>
          <li>
            <a
              className="flex items-center gap-2 font-medium text-brand-800 hover:underline"
              href={`mailto:${site.contact.email}`}
            >
              <Mail aria-hidden="true" className="size-4" /> Email {site.contact.email}
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}

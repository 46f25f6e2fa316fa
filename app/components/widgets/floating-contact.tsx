import { Bot, Mail, MessageCircle, Phone, X } from "lucide-react";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { telHref, useSite } from "~/lib/public-settings";
import { useDismiss } from "~/lib/use-dismiss";
import { useLazyWidget } from "../layout/lazy-widgets";

/** The round contact button: fans out to WhatsApp, Call Us, Email and the chat assistant. */
export function FloatingContact() {
  const site = useSite();
  // The chat assistant is rare: its code (panel, message formatting, the conversation hook) loads when
  // the contact menu first opens, before anyone picks it.
  const { load: loadChatPanel, Component: ChatPanel } = useLazyWidget("chatPanel");
  const [open, setOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // Closing the chat (X or Escape) returns focus to the button that opened the contact menu.
  const closeChat = useCallback(() => {
    setChatOpen(false);
    toggle.current?.focus();
  }, []);
  useDismiss(open, container, close, toggle);
  useEffect(() => {
    if (open) void loadChatPanel();
  }, [open, loadChatPanel]);

  const itemClass =
    "flex items-center gap-3 rounded-full bg-white py-2 pl-3 pr-4 text-sm font-semibold text-slate-900 shadow-lg ring-1 ring-slate-200 hover:bg-brand-50";
  const items = [
    {
      label: "WhatsApp",
      href: `https://wa.me/${site.contact.whatsapp}`,
      external: true,
      Icon: MessageCircle,
      tone: "bg-emerald-700",
    },
    { label: "Call Us", href: telHref(site.contact.phone), Icon: Phone, tone: "bg-brand-700" },
    { label: "Email", href: `mailto:${site.contact.email}`, Icon: Mail, tone: "bg-rose-700" },
  ];

  return (
    <>
      <div ref={container} className="fixed bottom-6 right-6 z-40 flex flex-col items-end gap-3">
        <ul id="contact-shortcuts" hidden={!open} className="flex flex-col items-end gap-2">
          {items.map(({ label, href, external, Icon, tone }, i) => (
            <li key={label} className="animate-[fan-in_200ms_ease-out_both]" style={{ animationDelay: `${i * 40}ms` }}>
              <a
                href={href}
                className={itemClass}
                onClick={close}
                {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
              >
                <span className={`grid size-7 place-items-center rounded-full text-white ${tone}`}>
                  <Icon aria-hidden="true" className="size-4" />
                </span>
                {label}
                {external && <span className="sr-only"> (opens in a new tab)</span>}
              </a>
            </li>
          ))}
          <li className="animate-[fan-in_200ms_ease-out_both]" style={{ animationDelay: "120ms" }}>
            <button
              type="button"
              aria-haspopup="dialog"
              className={itemClass}
              onClick={() => {
                setOpen(false);
                setChatOpen(true);
              }}
            >
              <span className="grid size-7 place-items-center rounded-full bg-violet-700 text-white">
                <Bot aria-hidden="true" className="size-4" />
              </span>
              Chatbot
            </button>
          </li>
        </ul>
        <button
          ref={toggle}
          type="button"
          aria-expanded={open}
          aria-controls="contact-shortcuts"
          aria-label={open ? "Close contact options" : "Contact options"}
          onClick={() => setOpen((o) => !o)}
          className="grid size-14 place-items-center rounded-full bg-gradient-to-br from-brand-600 to-cyan-700 text-white shadow-xl hover:brightness-110"
        >
          {open ? <X aria-hidden="true" className="size-6" /> : <MessageCircle aria-hidden="true" className="size-6" />}
        </button>
      </div>
      {chatOpen && (
        <Suspense fallback={null}>
          <ChatPanel onClose={closeChat} />
        </Suspense>
      )}
    </>
  );
}

// A language model's reply, cleaned while it streams: HTML tags are dropped, Markdown links keep
// their target only when it is one of our allowed paths (otherwise only their text stays), images
// and bare web addresses go entirely. Whatever could still turn into a tag, a link or an address is
// held back until it is complete, so no piece sent to the browser ever carries half of one.

/** Longest tag, link text or link target waited for; longer, the opening character is plain text. */
const MAX_HELD = 600;

const TAG_START = /^<[a-zA-Z/!?]/;
const LINK = /^(!?)\[([^\]\n]*)\]\(([^)\s]*)\)/;
const UNFINISHED_TARGET = /^(!?)\[([^\]\n]*)\]\([^)\s]*$/;
/** A link that may still complete: `[text`, `[text]`, `[text](target`. */
const LINK_PREFIX = /^!?\[[^\]\n]*(\](\([^)\s]*)?)?$/;
const URL_START = /https?:\/\/|(?<![\w/.@-])www\./i;
const URL_BODY = /^(?:https?:\/\/|www\.)[^\s<>"'()[\]]*/i;
/** The end of the text could be the start of an address: "h", "http", "https:/", "ww". */
const URL_TAIL = /(h|ht|htt|http|https|https?:|https?:\/)$|(?<![\w/.@-])(w|ww|www)$/i;
/** Characters that may begin something to hold back. */
const SPECIAL = /[<[!]/;

export interface StreamSanitizer {
  /** The safe text that can be sent now for this piece of the model's output (may be ""). */
  push(piece: string): string;
  /** The safe rest once the model has finished; an unfinished tag or link target is dropped. */
  end(): string;
}

export function createStreamSanitizer(allowLink: (href: string) => boolean): StreamSanitizer {
  let pending = "";

  /** Cleans `pending` as far as it can be decided; `final` when no more text will come. */
  function drain(final: boolean): string {
    let out = "";
    while (pending) {
      const special = pending.search(SPECIAL);
      const url = pending.search(URL_START);
      const starts = [special, url].filter((i) => i >= 0);
      if (!starts.length) {
        const tail = final ? null : URL_TAIL.exec(pending);
        const cut = tail ? tail.index : pending.length;
        out += pending.slice(0, cut);
        pending = pending.slice(cut);
        break;
      }
      const at = Math.min(...starts);
      out += pending.slice(0, at);
      pending = pending.slice(at);

      if (at === url) {
        const body = URL_BODY.exec(pending)![0];
        if (body.length === pending.length && !final) break;
        // A full stop or comma right after an address belongs to the sentence.
        const address = body.replace(/[.,;:!?]+$/, "");
        pending = pending.slice(address.length);
        continue;
      }

      const c = pending[0];
      if (c === "<") {
        if (pending.length === 1 && !final) break;
        if (!TAG_START.test(pending)) {
          out += "<";
          pending = pending.slice(1);
          continue;
        }
        const close = pending.indexOf(">");
        if (close >= 0) {
          pending = pending.slice(close + 1);
        } else if (final) {
          pending = "";
        } else if (pending.length > MAX_HELD) {
          // Not a tag after all (a stray "<" in a long text): its letters are plain text.
          pending = pending.slice(1);
        } else break;
        continue;
      }

      // "[" or "!": a Markdown link or image, or plain text.
      if (c === "!" && pending.length === 1 && !final) break;
      const link = LINK.exec(pending);
      if (link) {
        const [whole, bang, label = "", href = ""] = link;
        const text = cleanText(label, allowLink);
        // An image goes entirely; a link to anywhere else keeps only its words.
        if (!bang) out += allowLink(href) ? `[${text}](${href})` : text;
        pending = pending.slice(whole.length);
        continue;
      }
      if (!final && pending.length <= MAX_HELD && LINK_PREFIX.test(pending)) break;
      const cutOff = final ? UNFINISHED_TARGET.exec(pending) : null;
      if (cutOff) {
        // The reply ended inside a link's target: its words stay, the target goes.
        if (!cutOff[1]) out += cleanText(cutOff[2] ?? "", allowLink);
        pending = "";
        break;
      }
      out += c;
      pending = pending.slice(1);
    }
    return out;
  }

  return {
    push(piece) {
      pending += piece;
      return drain(false);
    },
    end() {
      return drain(true);
    },
  };
}

/** The same cleaning for a whole text at once (a link's own text, a reply that did not stream). */
export function cleanText(text: string, allowLink: (href: string) => boolean): string {
  const s = createStreamSanitizer(allowLink);
  return s.push(text) + s.end();
}

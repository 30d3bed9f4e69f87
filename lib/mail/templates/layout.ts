/**
 * Who an e-mail goes to. Every template under lib/mail/templates is `(to: Recipient, data)` and
 * returns the whole Mail; the domains only gather the data and queue it.
 */
export interface Recipient {
  email: string;
  name: string;
}

/** A name in a subject line stays short; the body has it whole. */
export function subjectName(name: string): string {
  const flat = name.replace(/\s+/g, " ").trim();
  return flat.length > 60 ? `${flat.slice(0, 59).trimEnd()}…` : flat;
}

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface ActionMail {
  name: string;
  intro: string;
  /** Lines shown as a list under the intro (a digest's flows); each a title and what it says of it. */
  items?: { title: string; detail: string; url: string }[];
  /** A quoted text under the intro, kept as written (a moderator's reason): a label and the text. */
  quote?: { label: string; text: string };
  action: string;
  url: string;
  validity: string;
  footer: string;
}

function itemsHtml(items: NonNullable<ActionMail["items"]>): string {
  const rows = items
    .map(
      (item) =>
        `<li style="margin-bottom:8px"><a href="${escape(item.url)}" style="color:#0f7a5c;font-weight:bold">${escape(item.title)}</a><br><span style="color:#5b6b67">${escape(item.detail)}</span></li>`,
    )
    .join("");
  return `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px"><ul style="margin:0;padding-left:20px">${rows}</ul></td></tr>`;
}

function quoteHtml({ label, text }: NonNullable<ActionMail["quote"]>): string {
  return `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px"><div style="font-weight:bold;padding-bottom:4px">${escape(label)}</div><div style="border-left:4px solid #0f7a5c;background:#f4f7f6;padding:12px 16px;white-space:pre-wrap">${escape(text)}</div></td></tr>`;
}

/** One pt-BR layout for every transactional e-mail: greeting, an optional quote and list, a button, the raw link, validity. */
export function renderActionMail(m: ActionMail): { html: string; text: string } {
  const html = `<!doctype html>
<html lang="pt-BR"><body style="margin:0;background:#f4f7f6;font-family:Arial,Helvetica,sans-serif;color:#1b2a27">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:20px;font-weight:bold;color:#0f7a5c;padding-bottom:16px">Fluxoteca</td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:8px">Olá, ${escape(m.name)}!</td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:24px">${escape(m.intro)}</td></tr>
${m.quote ? quoteHtml(m.quote) : ""}
${m.items?.length ? itemsHtml(m.items) : ""}
<tr><td style="padding-bottom:24px"><a href="${escape(m.url)}" style="display:inline-block;background:#0f7a5c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escape(m.action)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#5b6b67;padding-bottom:8px">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escape(m.url)}" style="color:#0f7a5c;word-break:break-all">${escape(m.url)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#5b6b67;padding-bottom:8px">${escape(m.validity)}</td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#5b6b67">${escape(m.footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const list = m.items?.length ? `\n\n${m.items.map((item) => `- ${item.title}: ${item.detail}\n  ${item.url}`).join("\n")}` : "";
  const quote = m.quote ? `\n\n${m.quote.label}\n${m.quote.text.replace(/^/gm, "> ")}` : "";
  const text = `Olá, ${m.name}!\n\n${m.intro}${quote}${list}\n\n${m.action}: ${m.url}\n\n${m.validity}\n${m.footer}\n\n— Fluxoteca`;
  return { html, text };
}

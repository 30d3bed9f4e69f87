const escape = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

interface ActionMail {
  name: string;
  intro: string;
  action: string;
  url: string;
  validity: string;
  footer: string;
}

/** One pt-BR layout for every transactional e-mail: greeting, a button, the raw link, validity. */
export function renderActionMail(m: ActionMail): { html: string; text: string } {
  const html = `<!doctype html>
<html lang="pt-BR"><body style="margin:0;background:#f4f7f6;font-family:Arial,Helvetica,sans-serif;color:#1b2a27">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:20px;font-weight:bold;color:#0f7a5c;padding-bottom:16px">Fluxoteca</td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:8px">Olá, ${escape(m.name)}!</td></tr>
<tr><td style="font-size:16px;line-height:1.5;padding-bottom:24px">${escape(m.intro)}</td></tr>
<tr><td style="padding-bottom:24px"><a href="${escape(m.url)}" style="display:inline-block;background:#0f7a5c;color:#ffffff;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escape(m.action)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#5b6b67;padding-bottom:8px">Se o botão não funcionar, copie e cole este endereço no navegador:<br><a href="${escape(m.url)}" style="color:#0f7a5c;word-break:break-all">${escape(m.url)}</a></td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#5b6b67;padding-bottom:8px">${escape(m.validity)}</td></tr>
<tr><td style="font-size:13px;line-height:1.5;color:#5b6b67">${escape(m.footer)}</td></tr>
</table></td></tr></table></body></html>`;
  const text = `Olá, ${m.name}!\n\n${m.intro}\n\n${m.action}: ${m.url}\n\n${m.validity}\n${m.footer}\n\n— Fluxoteca`;
  return { html, text };
}

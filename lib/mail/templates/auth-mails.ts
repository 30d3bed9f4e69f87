import type { Mail } from "../send";
import { renderActionMail, type Recipient } from "./layout";

export function verificationMail(to: Recipient, { url }: { url: string }): Mail {
  return {
    to: to.email,
    subject: "Confirme seu email na Fluxoteca",
    ...renderActionMail({
      name: to.name,
      intro: "Falta pouco! Confirme seu email para ativar sua conta e começar a baixar fluxos de n8n, Typebot e Make.",
      action: "Confirmar email",
      url,
      validity: "Este link vale por 24 horas e só pode ser usado uma vez.",
      footer: "Se você não criou uma conta na Fluxoteca, ignore este email.",
    }),
  };
}

export function passwordResetMail(to: Recipient, { url }: { url: string }): Mail {
  return {
    to: to.email,
    subject: "Redefina sua senha da Fluxoteca",
    ...renderActionMail({
      name: to.name,
      intro: "Recebemos um pedido para redefinir a senha da sua conta. Clique no botão abaixo para escolher uma nova senha.",
      action: "Redefinir senha",
      url,
      validity: "Este link vale por 1 hora e só pode ser usado uma vez. Ao redefinir, todas as sessões abertas serão encerradas.",
      footer: "Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.",
    }),
  };
}

/** To the new address: `to.email` is the address being confirmed. */
export function emailChangeMail(to: Recipient, { url }: { url: string }): Mail {
  return {
    to: to.email,
    subject: "Confirme seu novo email na Fluxoteca",
    ...renderActionMail({
      name: to.name,
      intro: "Você pediu para usar este endereço na sua conta da Fluxoteca. Confirme-o para que ele passe a ser o seu email de login.",
      action: "Confirmar novo email",
      url,
      validity: "Este link vale por 24 horas e só pode ser usado uma vez. Até a confirmação, você continua entrando com o email atual.",
      footer: "Se você não pediu esta alteração, ignore este email: nada muda na conta.",
    }),
  };
}

/** The legal pages' contact address. */
const SUPPORT_EMAIL = "contato@fluxoteca.dev";

/** `an***@exemplo.com.br`: enough for the owner to recognise the address, not to hand it out whole. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "***";
  const local = email.slice(0, at);
  return `${local.slice(0, Math.min(2, local.length - 1))}***${email.slice(at)}`;
}

/** Sent to the current address when a change to `newEmail` is requested: the owner can stop it. */
export function emailChangeNoticeMail(to: Recipient, { newEmail, resetUrl }: { newEmail: string; resetUrl: string }): Mail {
  return {
    to: to.email,
    subject: "Seu email na Fluxoteca está sendo alterado",
    ...renderActionMail({
      name: to.name,
      intro:
        `Seu email está sendo alterado: recebemos um pedido para trocar o email da sua conta para ${maskEmail(newEmail)}. ` +
        "A troca só vale depois que o novo endereço for confirmado pelo link que enviamos a ele; até lá, você continua entrando com este email.",
      action: "Redefinir minha senha",
      url: resetUrl,
      validity: "Se foi você, não precisa fazer nada.",
      footer:
        "Se não foi você, redefina sua senha agora pelo botão acima: isso cancela a troca e encerra todas as sessões abertas. " +
        `Depois, escreva para ${SUPPORT_EMAIL} contando o que aconteceu.`,
    }),
  };
}

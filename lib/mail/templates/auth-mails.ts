import type { Mail } from "../send";
import { renderActionMail } from "./layout";

export function verificationMail(to: string, name: string, url: string): Mail {
  return {
    to,
    subject: "Confirme seu email na Fluxoteca",
    ...renderActionMail({
      name,
      intro: "Falta pouco! Confirme seu email para ativar sua conta e começar a baixar fluxos de n8n, Typebot e Make.",
      action: "Confirmar email",
      url,
      validity: "Este link vale por 24 horas e só pode ser usado uma vez.",
      footer: "Se você não criou uma conta na Fluxoteca, ignore este email.",
    }),
  };
}

export function passwordResetMail(to: string, name: string, url: string): Mail {
  return {
    to,
    subject: "Redefina sua senha da Fluxoteca",
    ...renderActionMail({
      name,
      intro: "Recebemos um pedido para redefinir a senha da sua conta. Clique no botão abaixo para escolher uma nova senha.",
      action: "Redefinir senha",
      url,
      validity: "Este link vale por 1 hora e só pode ser usado uma vez. Ao redefinir, todas as sessões abertas serão encerradas.",
      footer: "Se você não pediu a redefinição, ignore este email: sua senha continua a mesma.",
    }),
  };
}

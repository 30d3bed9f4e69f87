/** Free-text pools: description endings, review comments, moderation notes. */

export const SETUP_HINTS = {
  N8N: [
    "Basta importar o JSON no n8n e conectar as credenciais.",
    "Funciona tanto no n8n Cloud quanto em instalações self-hosted.",
    "Testado na versão 1.x do n8n.",
  ],
  MAKE: ["Importe o blueprint no Make e reconecte suas contas.", "Consome poucas operações por execução, cabe no plano gratuito do Make."],
  TYPEBOT: [
    "Importe o arquivo no Typebot e personalize textos e cores.",
    "Pode ser publicado no site, no WhatsApp ou como link direto.",
    "Troque a URL do webhook pela do seu n8n ou Make.",
  ],
} as const;

/** Only for Make scenarios without an instant trigger, which run on a schedule. */
export const MAKE_SCHEDULE_HINT = "Depois de importar, ajuste o agendamento do cenário.";

export const SETUP_HINTS_EN = {
  N8N: ["Just import the JSON into n8n and connect your credentials.", "Works on n8n Cloud and self-hosted instances."],
  MAKE: ["Import the blueprint into Make and reconnect your accounts."],
} as const;

export const REVIEW_COMMENTS = {
  positive: [
    "Funcionou de primeira, só precisei trocar as credenciais.",
    "Economizou horas do meu time. Recomendo muito!",
    "Muito bem organizado, deu para entender cada etapa.",
    "Adaptei para a minha clínica em 15 minutos. Excelente!",
    "Exatamente o que eu procurava. Obrigado por compartilhar!",
    "Fluxo limpo e fácil de personalizar.",
    "Usei como base para um cliente e ficou ótimo.",
    "A parte de IA ficou muito boa, as respostas são naturais.",
    "Top! Já está rodando em produção aqui.",
    "Perfeito para quem está começando com automação.",
    "Muito útil, a documentação dentro do fluxo ajudou bastante.",
    "Simples e direto ao ponto. Nota 10.",
    "Resolveu um problema que eu tinha há meses.",
    "Bem estruturado, só ajustei os textos das mensagens.",
  ],
  neutral: [
    "Funciona, mas precisei ajustar alguns campos da planilha.",
    "Bom ponto de partida, mas falta tratamento de erros.",
    "Poderia ter mais explicação sobre as credenciais.",
    "Ok para casos simples.",
    "Tive que atualizar a versão de alguns nós, mas depois rodou.",
  ],
  negative: [
    "Não consegui fazer funcionar com a minha conta.",
    "Faltam instruções, fiquei perdido na configuração.",
    "A integração com a API mudou e o fluxo quebrou.",
    "Esperava algo mais completo.",
    "Deu erro no webhook e não achei o motivo.",
  ],
};

export const REJECTION_REASONS = [
  "O JSON enviado está incompleto: faltam as conexões entre os nós.",
  "Fluxo duplicado de um já publicado no catálogo.",
  "A descrição não explica o que o fluxo faz. Detalhe melhor e envie novamente.",
  "O fluxo contém dados pessoais de clientes. Remova-os antes de reenviar.",
  "Nome e descrição não correspondem ao conteúdo do fluxo.",
];

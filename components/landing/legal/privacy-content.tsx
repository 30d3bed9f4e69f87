import { LegalClause, LegalList, LegalProse, MailLink, PRIVACY_EMAIL } from "./legal-prose";
import { PrivacyRights } from "./privacy-rights";

export const PRIVACY_UPDATED_AT = "22 de novembro de 2026";

/** Política de Privacidade under the LGPD (Lei 13.709/2018). Clauses 6 onwards live in PrivacyRights. */
export function PrivacyContent() {
  return (
    <LegalProse>
      <p>
        Esta Política explica como a <strong>Fluxoteca</strong>, na condição de controladora, trata os seus dados pessoais, em conformidade com a Lei Geral de
        Proteção de Dados Pessoais (<strong>LGPD, Lei nº 13.709/2018</strong>) e o Marco Civil da Internet (Lei nº 12.965/2014).
      </p>

      <LegalClause number={1} title="Dados que coletamos">
        <LegalList>
          <li>
            <strong>Cadastro:</strong> nome, e-mail e senha. A senha é guardada apenas em formato de hash irreversível.
          </li>
          <li>
            <strong>Uso da plataforma:</strong> histórico de downloads, avaliações e comentários, e os fluxos que você enviar.
          </li>
          <li>
            <strong>Contribuições:</strong> valor, data, status e identificador da transação. Os dados de pagamento são processados pelo Mercado Pago;{" "}
            <strong>a Fluxoteca nunca recebe nem armazena dados do seu cartão</strong>.
          </li>
          <li>
            <strong>Registros técnicos:</strong> endereço IP, data e hora de acesso, guardados por exigência do Marco Civil da Internet.
          </li>
        </LegalList>
      </LegalClause>

      <LegalClause number={2} title="Finalidades e bases legais">
        <LegalList>
          <li>
            <strong>Execução de contrato</strong> (art. 7º, V): criar e manter sua conta, liberar downloads, registrar contribuições e enviar e-mails de
            verificação e de recuperação de senha.
          </li>
          <li>
            <strong>Cumprimento de obrigação legal</strong> (art. 7º, II): guardar registros de acesso e informações fiscais das contribuições.
          </li>
          <li>
            <strong>Legítimo interesse</strong> (art. 7º, IX): proteger a plataforma contra fraudes e abusos, moderar conteúdo e melhorar o serviço, sempre
            respeitando suas expectativas e direitos.
          </li>
        </LegalList>
        <p>Não usamos seus dados para publicidade, não vendemos dados e não criamos perfis para fins de marketing.</p>
      </LegalClause>

      <LegalClause number={3} title="Cookies e armazenamento local">
        <p>
          Usamos apenas o essencial: um <strong>cookie de sessão</strong>, que mantém você conectado com segurança, e a sua <strong>preferência de tema</strong>{" "}
          (claro ou escuro), salva no seu navegador. Não usamos cookies de rastreamento, de análise de terceiros nem de publicidade.
        </p>
      </LegalClause>

      <LegalClause number={4} title="Compartilhamento">
        <p>Compartilhamos dados apenas com quem é necessário para o serviço funcionar:</p>
        <LegalList>
          <li>
            <strong>Mercado Pago:</strong> processamento das contribuições por PIX, cartão ou boleto.
          </li>
          <li>
            <strong>Resend:</strong> envio de e-mails transacionais, como verificação de conta e recuperação de senha.
          </li>
          <li>
            <strong>Provedores de hospedagem e banco de dados:</strong> armazenamento da plataforma, sob contrato e com dever de confidencialidade.
          </li>
          <li>
            <strong>Autoridades públicas:</strong> somente mediante obrigação legal ou ordem judicial.
          </li>
        </LegalList>
        <p>
          Alguns desses fornecedores podem tratar dados fora do Brasil. Nesses casos, a transferência internacional segue o art. 33 da LGPD, com cláusulas
          contratuais e garantias adequadas de proteção.
        </p>
      </LegalClause>

      <LegalClause number={5} title="Por quanto tempo guardamos">
        <LegalList>
          <li>Dados da conta, histórico de downloads e avaliações: enquanto sua conta estiver ativa.</li>
          <li>Registros de acesso: 6 (seis) meses, conforme o art. 15 do Marco Civil da Internet.</li>
          <li>Registros de contribuições: 5 (cinco) anos, para cumprimento de obrigações fiscais e de defesa do consumidor.</li>
          <li>
            Após a exclusão da conta, os demais dados são apagados ou anonimizados em até 30 dias. Fluxos já aprovados podem permanecer no catálogo sem
            identificação do autor.
          </li>
        </LegalList>
      </LegalClause>

      <PrivacyRights />

      <p>
        Dúvidas sobre esta Política? Escreva para <MailLink email={PRIVACY_EMAIL} />.
      </p>
    </LegalProse>
  );
}

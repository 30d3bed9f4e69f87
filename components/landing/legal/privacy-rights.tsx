import { LegalClause, LegalList, MailLink, PRIVACY_EMAIL } from "./legal-prose";

/** Second half of the privacy policy: data-subject rights, security, minors, the DPO and changes. */
export function PrivacyRights() {
  return (
    <>
      <LegalClause number={6} title="Seus direitos como titular">
        <p>Nos termos do art. 18 da LGPD, você pode, a qualquer momento:</p>
        <LegalList>
          <li>
            confirmar a existência de tratamento e ter <strong>acesso</strong> aos seus dados;
          </li>
          <li>
            pedir a <strong>correção</strong> de dados incompletos, inexatos ou desatualizados (em “Meu Perfil”, use “Editar Perfil”);
          </li>
          <li>
            receber seus dados em formato estruturado (<strong>portabilidade</strong>) com o botão <strong>“Exportar meus dados”</strong>, no seu perfil;
          </li>
          <li>
            pedir a <strong>exclusão</strong> da conta e dos dados com o botão <strong>“Excluir conta”</strong>, no seu perfil, ressalvadas as hipóteses legais
            de guarda;
          </li>
          <li>obter informações sobre com quem compartilhamos seus dados e opor-se a tratamentos baseados em legítimo interesse;</li>
          <li>apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).</li>
        </LegalList>
        <p>
          Pedidos enviados ao encarregado são respondidos em até 15 (quinze) dias. Podemos solicitar informações para confirmar a sua identidade antes de
          atender.
        </p>
      </LegalClause>

      <LegalClause number={7} title="Segurança">
        <p>
          Adotamos medidas técnicas e administrativas para proteger seus dados: conexão criptografada (HTTPS), senhas com hash forte, controle de acesso
          restrito, encerramento de sessões ao trocar a senha e remoção automática de credenciais dos fluxos enviados. Em caso de incidente de segurança que
          possa gerar risco ou dano relevante, comunicaremos você e a ANPD, conforme o art. 48 da LGPD.
        </p>
      </LegalClause>

      <LegalClause number={8} title="Menores de idade">
        <p>
          A Fluxoteca não se destina a menores de 18 anos e não coleta intencionalmente dados de crianças ou adolescentes. Se identificarmos uma conta nessa
          situação, ela será encerrada e os dados, excluídos.
        </p>
      </LegalClause>

      <LegalClause number={9} title="Encarregado pelo tratamento de dados">
        <p>
          Para exercer seus direitos ou tirar dúvidas sobre privacidade, fale com o nosso encarregado (DPO) pelo e-mail <MailLink email={PRIVACY_EMAIL} />.
        </p>
      </LegalClause>

      <LegalClause number={10} title="Alterações desta Política">
        <p>
          Esta Política pode ser atualizada para refletir mudanças no serviço ou na legislação. Mudanças relevantes serão comunicadas por e-mail ou por aviso na
          plataforma, e a data da última atualização fica sempre indicada no topo.
        </p>
      </LegalClause>
    </>
  );
}

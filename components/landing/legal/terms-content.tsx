import { CONTACT_EMAIL, LegalClause, LegalList, LegalProse, MailLink } from "./legal-prose";

export const TERMS_UPDATED_AT = "22 de novembro de 2026";

/** Termos de Uso (docs/product-rules.md §1: minimum age 18, Brazilian law, workflows provided as-is). */
export function TermsContent() {
  return (
    <LegalProse>
      <p>
        Estes Termos de Uso regulam o acesso e a utilização da <strong>Fluxoteca</strong>, catálogo on-line de fluxos de automação (“fluxos” ou “workflows”)
        para n8n, Typebot e Make. Ao criar uma conta ou usar a plataforma, você declara que leu, entendeu e concorda com estes termos e com a nossa Política de
        Privacidade.
      </p>

      <LegalClause number={1} title="Quem pode usar">
        <p>
          A Fluxoteca é destinada a pessoas com <strong>18 (dezoito) anos ou mais</strong> e plena capacidade civil. Ao se cadastrar, você confirma atender a
          esse requisito. Contas de menores de idade serão encerradas assim que identificadas.
        </p>
      </LegalClause>

      <LegalClause number={2} title="Sua conta">
        <LegalList>
          <li>Você deve informar nome e e-mail verdadeiros e mantê-los atualizados.</li>
          <li>A senha é pessoal e intransferível; você responde por toda atividade realizada na sua conta.</li>
          <li>Cada pessoa pode manter apenas uma conta. Criar contas adicionais para contornar limites é proibido.</li>
          <li>Se suspeitar de uso indevido, altere sua senha e nos avise imediatamente.</li>
        </LegalList>
      </LegalClause>

      <LegalClause number={3} title="O serviço e os downloads gratuitos">
        <p>
          Navegar pelo catálogo, pesquisar, pré-visualizar o JSON e avaliar fluxos é gratuito. Cada conta recebe uma quantidade limitada de downloads gratuitos
          (atualmente 2), que pode ser alterada pela Fluxoteca para novas contas mediante aviso na plataforma. Baixar novamente um fluxo que você já baixou não
          consome downloads.
        </p>
      </LegalClause>

      <LegalClause number={4} title="Contribuições financeiras">
        <LegalList>
          <li>
            A contribuição é um <strong>pagamento único e não recorrente</strong>. Não existe assinatura, mensalidade nem renovação automática.
          </li>
          <li>
            O valor é escolhido por você, respeitado o mínimo exibido no momento do pagamento, que é processado pelo Mercado Pago por PIX, cartão de crédito ou
            boleto.
          </li>
          <li>
            Após a aprovação do pagamento, sua conta passa a ter downloads ilimitados enquanto permanecer ativa. Pagamentos por boleto podem levar até 3 dias
            úteis para serem compensados.
          </li>
          <li>
            Você pode desistir da contribuição em até 7 (sete) dias após o pagamento, conforme o art. 49 do Código de Defesa do Consumidor, solicitando o
            reembolso pelo e-mail <MailLink email={CONTACT_EMAIL} />. Nesse caso, o benefício de downloads ilimitados é cancelado.
          </li>
          <li>Enviar fluxos para o catálogo é muito bem-vindo, mas não libera downloads ilimitados.</li>
        </LegalList>
      </LegalClause>

      <LegalClause number={5} title="Fluxos fornecidos no estado em que se encontram">
        <p>
          Os fluxos são criados pela comunidade e disponibilizados <strong>“no estado em que se encontram”</strong>, sem garantia de funcionamento, de adequação
          a uma finalidade específica ou de compatibilidade com versões futuras das ferramentas. Teste cada fluxo em ambiente seguro antes de usá-lo em
          produção. Você é o único responsável pela configuração, pelas credenciais que conectar e pelos resultados obtidos com os fluxos que importar.
        </p>
        <p>n8n, Typebot e Make são marcas de seus respectivos titulares. A Fluxoteca é independente e não possui vínculo com essas empresas.</p>
      </LegalClause>

      <LegalClause number={6} title="Conteúdo enviado por você">
        <LegalList>
          <li>
            Você declara ter o direito de compartilhar os fluxos, descrições, avaliações e comentários que enviar, e é{" "}
            <strong>integralmente responsável por esse conteúdo</strong>.
          </li>
          <li>
            Não inclua credenciais, chaves de API, senhas ou dados pessoais de terceiros. A remoção automática de dados sensíveis é uma camada extra de proteção
            e não substitui a sua revisão.
          </li>
          <li>
            Ao publicar, você concede à Fluxoteca uma licença gratuita, não exclusiva e mundial para hospedar, exibir e distribuir o conteúdo aos usuários da
            plataforma, enquanto ele estiver publicado.
          </li>
        </LegalList>
      </LegalClause>

      <LegalClause number={7} title="Moderação">
        <p>
          Todo fluxo enviado passa por revisão antes de aparecer no catálogo público. A Fluxoteca pode aprovar, recusar, ocultar ou remover fluxos, avaliações e
          comentários que violem estes termos, a lei ou direitos de terceiros, ou que apresentem riscos de segurança, sem necessidade de aviso prévio.
        </p>
      </LegalClause>

      <LegalClause number={8} title="Condutas proibidas">
        <LegalList>
          <li>Enviar código malicioso, conteúdo ilegal, ofensivo ou que infrinja direitos autorais.</li>
          <li>Coletar o catálogo de forma automatizada ou revender os fluxos obtidos na plataforma.</li>
          <li>Tentar burlar o limite de downloads, a moderação ou os mecanismos de segurança.</li>
        </LegalList>
      </LegalClause>

      <LegalClause number={9} title="Suspensão e encerramento da conta">
        <p>
          Você pode excluir sua conta a qualquer momento em “Meu Perfil”. A Fluxoteca pode suspender ou encerrar contas que violem estes termos. Com o
          encerramento, seus dados pessoais são tratados conforme a Política de Privacidade; fluxos já aprovados podem permanecer no catálogo sem identificação
          do autor. Contribuições não são reembolsadas quando o encerramento decorre de violação destes termos, ressalvados os direitos previstos em lei.
        </p>
      </LegalClause>

      <LegalClause number={10} title="Limitação de responsabilidade">
        <p>
          Na máxima extensão permitida pela legislação, a Fluxoteca não responde por lucros cessantes, perda de dados, indisponibilidade de serviços de
          terceiros ou danos indiretos decorrentes do uso dos fluxos. Nada nestes termos afasta direitos garantidos pelo Código de Defesa do Consumidor.
        </p>
      </LegalClause>

      <LegalClause number={11} title="Alterações destes termos">
        <p>
          Podemos atualizar estes termos para refletir mudanças no serviço ou na lei. Alterações relevantes serão comunicadas por e-mail ou por aviso na
          plataforma com antecedência razoável.
        </p>
      </LegalClause>

      <LegalClause number={12} title="Lei aplicável e foro">
        <p>
          Estes termos são regidos pelas <strong>leis da República Federativa do Brasil</strong>. Fica eleito o foro da comarca do domicílio do usuário, no
          Brasil, para resolver qualquer controvérsia. Dúvidas podem ser enviadas para <MailLink email={CONTACT_EMAIL} />.
        </p>
      </LegalClause>
    </LegalProse>
  );
}

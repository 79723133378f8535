import { Link } from 'react-router';
import { paths } from '@/config/paths';
import './acessibilidade.css';

/**
 * /acessibilidade (public, from every footer): what the panel supports for people who use it without
 * sight or a mouse, and how, as eMAG 3.1 asks of a site.
 */
export function AcessibilidadePage() {
  return (
    <article className="acessibilidade">
      <h1>Acessibilidade</h1>
      <p>
        O Painel da Associação segue o Modelo de Acessibilidade em Governo Eletrônico (eMAG 3.1) e as Diretrizes de
        Acessibilidade para Conteúdo Web (WCAG 2.1, nível AA), como pede a Lei Brasileira de Inclusão (Lei nº
        13.146/2015, art. 63).
      </p>

      <h2>Teclas de acesso</h2>
      <p>
        Cada página começa com links para os seus blocos, que aparecem ao receber o foco com a tecla Tab. Também podem
        ser usados de qualquer ponto da página:
      </p>
      <ul>
        <li>
          <kbd>Alt</kbd> + <kbd>1</kbd>: Ir para o conteúdo;
        </li>
        <li>
          <kbd>Alt</kbd> + <kbd>2</kbd>: Ir para o menu (nas páginas internas do painel);
        </li>
        <li>
          <kbd>Alt</kbd> + <kbd>3</kbd>: Ir para a busca: a pesquisa da própria página, como nas Listas, ou, nas páginas
          internas que não têm uma, a busca do cabeçalho.
        </li>
      </ul>
      <p>
        No Firefox, use <kbd>Alt</kbd> + <kbd>Shift</kbd> com o número; no Mac, <kbd>Control</kbd> + <kbd>Option</kbd>{' '}
        com o número.
      </p>

      <h2>Navegação</h2>
      <ul>
        <li>
          Todo o painel pode ser usado só com o teclado: <kbd>Tab</kbd> e <kbd>Shift</kbd> + <kbd>Tab</kbd> passam pelos
          controles, <kbd>Enter</kbd> e <kbd>Espaço</kbd> os acionam, as setas mudam as abas e as opções e{' '}
          <kbd>Esc</kbd> fecha menus e diálogos.
        </li>
        <li>
          A busca do cabeçalho, em todas as páginas internas, procura associados, usuários e remessas de uma vez: abra
          com <kbd>Ctrl</kbd> + <kbd>K</kbd> (no Mac, <kbd>⌘</kbd> + <kbd>K</kbd>), escolha um resultado com as setas,
          abra com <kbd>Enter</kbd> e feche com <kbd>Esc</kbd>. O leitor de tela anuncia quantos resultados há.
        </li>
        <li>
          Nas tabelas que mostram todos os registros de uma vez (os pagantes de uma remessa, a Arrecadação, uma lista em
          MAX), o título de cada coluna que pode ordenar é um botão: ordena em ordem crescente e, de novo, decrescente,
          e o leitor de tela diz a ordem.
        </li>
        <li>
          Cada página tem um título próprio: o seu título principal, o nome do registro aberto quando houver, e
          &quot;Painel da Associação&quot;.
        </li>
        <li>
          Ao abrir uma página dentro do painel, por um link, ao entrar, ao salvar ou ao voltar, o foco vai para o título
          principal da página, que o leitor de tela anuncia; o próximo <kbd>Tab</kbd> segue dali.
        </li>
        <li>Os diálogos mantêm o foco dentro deles e, ao fechar, o devolvem ao controle que os abriu.</li>
        <li>
          Um formulário enviado com erros leva o foco ao primeiro campo com problema, e cada campo diz a sua mensagem.
        </li>
      </ul>

      <h2>Encontrou um problema?</h2>
      <p>
        Se alguma parte do painel não puder ser usada com o seu teclado ou leitor de tela, avise o suporte da
        associação, dizendo a página e o que aconteceu.
      </p>
      <p>
        <Link to={paths.signIn.getHref()}>Voltar ao início</Link>
      </p>
    </article>
  );
}

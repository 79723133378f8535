import { matchPath } from 'react-router';
import { MENSALIDADE_MINIMA_REMESSA } from '@/config/domain';
import { listaOfParam, paths, type Lista } from '@/config/paths';
import { SituacaoRemessaId, TipoRemessaId } from '@/generated/model';
import { em, type Contexto, type Exercicio } from './exercise';
import { encontrarAlvo } from './find-target';

/*
 * The exercises of the demo (docs/exercicios.md says how to add one). Each step names the controls
 * by their visible names and is done by what happened: the address, the demo's data, the page.
 */

const valor = (ctx: Contexto, name: string, dentro?: { role: string; name: string | RegExp }) => {
  const field = encontrarAlvo(ctx.doc, { role: 'textbox', name, dentro });
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value.trim() : '';
};
const escolhido = (ctx: Contexto, name: string, dentro?: { role: string; name: string | RegExp }) => {
  const select = encontrarAlvo(ctx.doc, { role: 'combobox', name, dentro });
  return select instanceof HTMLSelectElement ? (select.selectedOptions[0]?.textContent?.trim() ?? '') : '';
};
const aberto = (ctx: Contexto, role: string, name: string | RegExp) => encontrarAlvo(ctx.doc, { role, name }) !== null;
/** The list /listas shows: Associados when the address names none. */
const naLista = (ctx: Contexto, lista: Lista) => {
  const type = ctx.params.get('type');
  return em(ctx, paths.listas) && (type === null ? 'associados' : listaOfParam(type)) === lista;
};

// Cadastrar um associado

/** The associate the trainee registered (the newest made since the exercise began). */
const associadoNovo = (ctx: Contexto) =>
  ctx.db.associados.findMany((q) => q.where((a) => a.associadoId > (ctx.marcas.associado ?? 0))).at(-1);
const formularioOuSalvo = (ctx: Contexto, preenchido: boolean) =>
  associadoNovo(ctx) !== undefined || (em(ctx, paths.associados.novo) && preenchido);
const USUARIO_1 = { role: 'group', name: 'Usuário 1' };

const cadastrarAssociado: Exercicio = {
  id: 'cadastrar-associado',
  titulo: 'Cadastrar um associado',
  ensina:
    'O formulário do associado, com a busca do endereço pelo CEP, a mensalidade e um usuário; depois, achá-lo na lista.',
  duracao: '10 min',
  inicio: ({ db }) => ({ associado: db.associados.nextId() - 1 }),
  passos: [
    {
      texto: 'Na aba Associados da tela Listas, pressione Novo associado.',
      alvo: { role: 'link', name: 'Novo associado' },
      concluido: (ctx) => em(ctx, paths.associados.novo) || associadoNovo(ctx) !== undefined,
    },
    {
      texto:
        'Em Associação, preencha Nome, CPF/CNPJ, Tipo de associado, Data de associação, Nome do cartório e CNPJ do cartório.',
      alvo: { role: 'textbox', name: 'Nome', dentro: { role: 'region', name: 'Associação' } },
      concluido: (ctx) => {
        const em = { role: 'region', name: 'Associação' };
        return formularioOuSalvo(
          ctx,
          ['Nome', 'CPF/CNPJ', 'Data de associação', 'Nome do cartório', 'CNPJ do cartório'].every(
            (campo) => valor(ctx, campo, em) !== '',
          ),
        );
      },
    },
    {
      texto:
        'Em Endereço, digite o CEP (por exemplo, 01310-100) e saia do campo com Tab: Logradouro, Bairro, Cidade e UF se preenchem sozinhos. Complete o Número.',
      alvo: { role: 'textbox', name: 'CEP' },
      concluido: (ctx) =>
        formularioOuSalvo(
          ctx,
          valor(ctx, 'CEP').length === 9 && valor(ctx, 'Logradouro') !== '' && valor(ctx, 'Número') !== '',
        ),
    },
    {
      texto: 'Em Informações de cobrança, preencha a Mensalidade (por exemplo, R$ 480,00).',
      alvo: { role: 'textbox', name: 'Mensalidade' },
      concluido: (ctx) => formularioOuSalvo(ctx, /[1-9]/.test(valor(ctx, 'Mensalidade'))),
    },
    {
      texto: 'Em Usuários, preencha o Usuário 1: Nome, Login, E-mail, Data de nascimento e Telefone.',
      alvo: { role: 'textbox', name: 'Nome', dentro: USUARIO_1 },
      concluido: (ctx) =>
        formularioOuSalvo(
          ctx,
          ['Nome', 'Login', 'E-mail', 'Data de nascimento', 'Telefone'].every(
            (campo) => valor(ctx, campo, USUARIO_1) !== '',
          ),
        ),
    },
    {
      texto: 'Em Contato, preencha Telefone e E-mail. Depois pressione Cadastrar associado.',
      alvo: { role: 'button', name: 'Cadastrar associado' },
      concluido: (ctx) => associadoNovo(ctx) !== undefined,
    },
    {
      texto: 'Associado cadastrado. Pressione Ver lista de associados.',
      alvo: { role: 'link', name: 'Ver lista de associados' },
      concluido: (ctx) => naLista(ctx, 'associados'),
    },
    {
      texto: 'Em Pesquisar associados, digite o nome do associado que você cadastrou, até ele aparecer na lista.',
      alvo: { role: 'searchbox', name: 'Pesquisar associados' },
      concluido: (ctx) => {
        const novo = associadoNovo(ctx);
        const lista = encontrarAlvo(ctx.doc, { role: 'table', name: 'Associados' });
        return (
          !!novo &&
          !!lista &&
          [...lista.querySelectorAll('tbody tr')].some((row) => row.textContent?.includes(novo.nome))
        );
      },
    },
  ],
  resultado: (ctx) => {
    const novo = associadoNovo(ctx);
    if (!novo) return 'Associado cadastrado e encontrado na lista.';
    const usuarios = ctx.db.usuarios.findMany((q) => q.where({ associadoId: novo.associadoId })).length;
    return `Associado ${novo.nome} cadastrado com ${usuarios === 1 ? '1 usuário' : `${usuarios} usuários`} e encontrado na lista.`;
  },
};

// Cobrar a mensalidade do mês

/** A month as a number that orders months: 2026 × 12 + 11 for December 2026. */
const mesDe = (data: Date) => data.getFullYear() * 12 + data.getMonth();
const diaDe = (iso: string) => {
  const [ano, mes] = iso.slice(0, 10).split('-').map(Number);
  return ano * 12 + (mes - 1);
};

/** The Mensalidade the trainee made: new, due this month or next. */
const mensalidadeNova = (ctx: Contexto) =>
  ctx.db.remessas
    .findMany((q) =>
      q.where(
        (r) =>
          r.remessaId > (ctx.marcas.remessa ?? 0) &&
          r.tipoRemessa.tipoRemessaId === TipoRemessaId.MENSALIDADE &&
          [0, 1].includes(diaDe(r.dataVencimento) - mesDe(ctx.hoje)),
      ),
    )
    .at(-1);

const pagantesDe = (ctx: Contexto, remessaId: number) => ctx.db.vinculos.findMany((q) => q.where({ remessaId })).length;

/** The associates the Adicionar associado dialog offers to a Mensalidade (the mock's search: fee above R$ 1,00). */
const elegiveis = (ctx: Contexto, tipoAssociadoId: number) =>
  ctx.db.associados.findMany((q) =>
    q.where(
      (a) =>
        a.tipoAssociado.tipoAssociadoId === tipoAssociadoId && a.associacao.mensalidade > MENSALIDADE_MINIMA_REMESSA,
    ),
  ).length;

const todosAdicionados = (ctx: Contexto) => {
  const remessa = mensalidadeNova(ctx);
  if (!remessa) return false;
  const pagantes = pagantesDe(ctx, remessa.remessaId);
  return pagantes > 0 && pagantes >= elegiveis(ctx, remessa.tipoAssociado.tipoAssociadoId);
};
const ADICIONAR = { role: 'dialog', name: /Adicionar associado à remessa/ };

const cobrarMensalidade: Exercicio = {
  id: 'cobrar-mensalidade',
  titulo: 'Cobrar a mensalidade do mês',
  ensina:
    'Uma remessa Mensalidade do mês com todos os associados que pagam (página MAX, selecionar todos, Adicionar) e o envio dos boletos.',
  duracao: '10 min',
  inicio: ({ db }) => ({ remessa: db.remessas.nextId() - 1 }),
  passos: [
    {
      texto: 'Na tela Listas, abra a aba Remessas.',
      alvo: { role: 'tab', name: 'Remessas' },
      concluido: (ctx) => naLista(ctx, 'remessas') || Object.values(paths.remessas).some((route) => em(ctx, route)),
    },
    {
      texto: 'Pressione Nova remessa.',
      alvo: { role: 'link', name: 'Nova remessa' },
      concluido: (ctx) => em(ctx, paths.remessas.nova) || mensalidadeNova(ctx) !== undefined,
    },
    {
      texto: 'Em Tipo de remessa, escolha Mensalidade (o valor de cada associado vem do cadastro dele).',
      alvo: { role: 'combobox', name: 'Tipo de remessa' },
      concluido: (ctx) => escolhido(ctx, 'Tipo de remessa') === 'Mensalidade' || mensalidadeNova(ctx) !== undefined,
    },
    {
      texto:
        'Preencha Nome e Descrição (por exemplo, Mensalidade 12/2026), a Data de vencimento neste mês ou no próximo e, em Pagantes, Associados. Pressione Cadastrar remessa.',
      alvo: { role: 'button', name: 'Cadastrar remessa' },
      concluido: (ctx) => mensalidadeNova(ctx) !== undefined,
    },
    {
      texto: 'Na página da remessa, pressione Adicionar associado.',
      alvo: { role: 'button', name: 'Adicionar associado' },
      concluido: (ctx) => aberto(ctx, ADICIONAR.role, ADICIONAR.name) || todosAdicionados(ctx),
    },
    {
      texto: 'Em Itens por página, escolha MAX: todos os associados que pagam ficam numa página só.',
      alvo: { role: 'combobox', name: 'Itens por página', dentro: ADICIONAR },
      concluido: (ctx) => escolhido(ctx, 'Itens por página', ADICIONAR) === 'MAX' || todosAdicionados(ctx),
    },
    {
      texto: 'Marque Selecionar todos desta página.',
      alvo: { role: 'checkbox', name: 'Selecionar todos desta página', dentro: ADICIONAR },
      concluido: (ctx) => {
        const todos = encontrarAlvo(ctx.doc, {
          role: 'checkbox',
          name: 'Selecionar todos desta página',
          dentro: ADICIONAR,
        });
        return (todos instanceof HTMLInputElement && todos.checked) || todosAdicionados(ctx);
      },
    },
    {
      texto: 'Pressione Adicionar: todos os selecionados entram na remessa.',
      alvo: { role: 'button', name: 'Adicionar', dentro: ADICIONAR },
      concluido: todosAdicionados,
    },
    {
      texto: 'Pressione Iniciar envio e confirme em Iniciar envio: os boletos saem por e-mail.',
      alvo: { role: 'button', name: 'Iniciar envio' },
      concluido: (ctx) => {
        const remessa = mensalidadeNova(ctx);
        return !!remessa && remessa.situacaoRemessa.situacaoRemessaId !== SituacaoRemessaId.EM_PREPARACAO;
      },
    },
  ],
  resultado: (ctx) => {
    const remessa = mensalidadeNova(ctx);
    if (!remessa) return 'Remessa Mensalidade enviada.';
    return `Remessa ${remessa.descricao} enviada para ${pagantesDe(ctx, remessa.remessaId).toLocaleString('pt-BR')} associados.`;
  },
};

// Conferir quem pagou

const remessaAberta = (ctx: Contexto) => {
  const id = matchPath(paths.remessas.info.path, ctx.path)?.params.remessaId;
  return id && /^\d+$/.test(id) ? ctx.db.remessas.get(id) : undefined;
};
const SITUACOES = { role: 'group', name: 'Filtrar pagantes por situação' };
const enviadoEscolhido = (ctx: Contexto) =>
  encontrarAlvo(ctx.doc, { role: 'button', name: /^Enviado: /, dentro: SITUACOES })?.getAttribute('aria-pressed') ===
  'true';

const conferirPagamentos: Exercicio = {
  id: 'conferir-pagamentos',
  titulo: 'Conferir quem pagou',
  ensina:
    'A Arrecadação do mês, uma remessa dele, os pagantes por situação, a lista de quem não pagou e o link do boleto para reenviar.',
  duracao: '5 min',
  passos: [
    {
      texto: 'No cabeçalho, abra Arrecadação.',
      alvo: { role: 'link', name: 'Arrecadação', dentro: { role: 'navigation', name: 'Painel' } },
      concluido: (ctx) => em(ctx, paths.arrecadacao),
    },
    {
      texto:
        'Na tabela Arrecadação por mês, pressione um mês recente com valor Pendente (os mais recentes ficam no fim), até a lista do mês ter uma remessa Enviado.',
      alvo: { role: 'button', name: /^\d{2}\/\d{4}$/, dentro: { role: 'table', name: 'Arrecadação por mês' } },
      concluido: (ctx) => (em(ctx, paths.arrecadacao) && ctx.params.has('mes')) || remessaAberta(ctx) !== undefined,
    },
    {
      texto: 'Em Remessas do mês, abra uma remessa Enviado com Ver informações.',
      alvo: {
        role: 'link',
        name: 'Ver informações',
        dentro: { role: 'table', name: /^Remessas de / },
        linha: /Enviado/,
      },
      concluido: (ctx) => remessaAberta(ctx) !== undefined,
    },
    {
      texto: 'Em Filtrar pagantes por situação, pressione Enviado: ficam só os que ainda não pagaram.',
      alvo: { role: 'button', name: /^Enviado: /, dentro: SITUACOES },
      concluido: (ctx) => remessaAberta(ctx) !== undefined && enviadoEscolhido(ctx),
    },
    {
      texto: 'Pressione Exportar pagantes: o arquivo lista quem ainda não pagou.',
      alvo: { role: 'button', name: 'Exportar pagantes' },
      concluido: (ctx) => ctx.eventos.includes('csv:Enviado'),
    },
    {
      texto: 'Na linha de um pagante, pressione Copiar link do boleto, para mandar o boleto de novo a quem não pagou.',
      alvo: { role: 'button', name: 'Copiar link do boleto' },
      concluido: (ctx) => ctx.eventos.includes('link-copiado') || aberto(ctx, 'dialog', 'Copie o link do boleto'),
    },
  ],
  resultado: (ctx) => {
    const remessa = remessaAberta(ctx);
    if (!remessa) return 'Pagantes conferidos, lista de quem não pagou exportada e link do boleto copiado.';
    const vinculos = ctx.db.vinculos.findMany((q) => q.where({ remessaId: remessa.remessaId }));
    const pagos = vinculos.filter((v) => v.situacaoRemessaId === SituacaoRemessaId.PAGO).length;
    return `Remessa ${remessa.descricao} conferida: ${pagos} de ${vinculos.length} pagantes pagaram; a lista de quem não pagou foi exportada e um link de boleto copiado.`;
  },
};

/** Every exercise, in the order the dialog lists them. */
export const exercicios: readonly Exercicio[] = [cadastrarAssociado, cobrarMensalidade, conferirPagamentos];

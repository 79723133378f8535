import { MENSALIDADE_MINIMA_REMESSA } from '@/config/domain';
import {
  getAlternarAtivoAssociadoMockHandler,
  getAtualizarAssociadoMockHandler,
  getBuscarAssociadosMockHandler,
  getCriarAssociadoMockHandler,
  getExcluirAssociadosMockHandler,
  getObterAssociadoMockHandler,
} from '@/generated/api/associados/associados.msw';
import { FiltroAssociado, TipoRemessaId, type AssociadoBuscaRequest, type AssociadoSalvar } from '@/generated/model';
import { formatDate } from '@/utils/br/dates';
import { db } from '../db';
import { presentAssociado, presentAssociadoResumo } from '../db/presenters';
import type { AssociadoRecord } from '../db/schema';
import { badRequest, notFound } from '../lib/http-error';
import { operation } from '../lib/operation';
import { mapInSlices } from '../lib/slices';
import { containsDigits, containsText, inNameOrder, isDigitSearch, normalize, paginate } from '../lib/search';

type Field = (associado: AssociadoRecord, search: string, raw: string) => boolean;

/** What each "Filtrar por" option searches in. */
const fieldMatchers: Record<FiltroAssociado, Field> = {
  [FiltroAssociado.NOME]: (a, search) => containsText(a.nome, search),
  [FiltroAssociado.EMAIL]: (a, search) => containsText(a.email, search),
  // Only a search made of digits (and mask characters) looks in CPF/CNPJ: "Cartório 2" is a name.
  [FiltroAssociado.CPF_CNPJ]: (a, _search, raw) => isDigitSearch(raw) && containsDigits(a.cpfCnpj, raw),
  [FiltroAssociado.CIDADE]: (a, search) => containsText(a.endereco.cidade, search),
  [FiltroAssociado.CARTORIO]: (a, search) => containsText(a.associacao.nomeCartorio, search),
  [FiltroAssociado.TIPO]: (a, search) => containsText(a.tipoAssociado.tipoAssociadoNome, search),
  [FiltroAssociado.DATA_DE_CADASTRO]: (a, search) =>
    containsText(formatDate(a.associacao.dataAssociacao), search) || containsText(a.associacao.dataAssociacao, search),
};

/** Without filters the search box looks where its placeholder says: nome, e-mail, CPF/CNPJ or cidade. */
const defaultFields: FiltroAssociado[] = [
  FiltroAssociado.NOME,
  FiltroAssociado.EMAIL,
  FiltroAssociado.CPF_CNPJ,
  FiltroAssociado.CIDADE,
];

/** The page of associates a search asks for, as records, and the total it matched; by name. */
function findAssociadosPage(body: AssociadoBuscaRequest) {
  const search = normalize(body.descricao);
  const fields = (body.filtros.length > 0 ? body.filtros : defaultFields).map((filtro) => fieldMatchers[filtro]);
  const matches = inNameOrder(db.associados).filter(
    (associado) =>
      (!body.tipoAssociadoId || associado.tipoAssociado.tipoAssociadoId === body.tipoAssociadoId) &&
      (body.tipoRemessaId !== TipoRemessaId.MENSALIDADE ||
        associado.associacao.mensalidade > MENSALIDADE_MINIMA_REMESSA) &&
      (!search || fields.some((matches) => matches(associado, search, body.descricao))),
  );
  return paginate(matches, body.numPage, body.numRows);
}

/** What `POST /api/associados/busca` answers: `searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 10 })`. */
export function searchAssociados(body: AssociadoBuscaRequest) {
  const page = findAssociadosPage(body);
  return { data: page.data.map(presentAssociadoResumo), total: page.total };
}

/** searchAssociados for the handler: a long page (MAX, the export) is presented in slices, so the demo's page keeps responding. */
async function searchAssociadosInSlices(body: AssociadoBuscaRequest) {
  const page = findAssociadosPage(body);
  return { data: await mapInSlices(page.data, presentAssociadoResumo), total: page.total };
}

export function findAssociado(associadoId: number): AssociadoRecord {
  const associado = db.associados.findFirst((q) => q.where({ associadoId }));
  if (!associado) throw notFound('Associado não encontrado.');
  return associado;
}

function assertUniqueCpfCnpj(cpfCnpj: string, exceptId?: number) {
  const other = db.associados.findFirst((q) => q.where({ cpfCnpj }).where((a) => a.associadoId !== exceptId));
  if (other) throw badRequest('Já existe um associado com este CPF/CNPJ.');
}

function assertUniqueLogins(usuarios: AssociadoSalvar['usuarios']) {
  const seen = new Set<string>();
  for (const usuario of usuarios) {
    const login = normalize(usuario.login);
    const taken = db.usuarios.findFirst((q) =>
      q.where((u) => normalize(u.login) === login && u.usuarioId !== usuario.usuarioId),
    );
    if (seen.has(login) || taken) throw badRequest(`O login "${usuario.login}" já está em uso.`);
    seen.add(login);
  }
}

const recordFields = (body: AssociadoSalvar) => ({
  nome: body.nome,
  cpfCnpj: body.cpfCnpj,
  tipoAssociado: body.tipoAssociado,
  associacao: { ...body.associacao, cns: body.associacao.cns ?? null },
  contato: body.contato,
  endereco: { ...body.endereco, complemento: body.endereco.complemento ?? '' },
  // The searches show the associate's contact fields at the top level (AssociadoResumo).
  ...body.contato,
});

/** Creates, updates and removes the associate's member users to match the form's blocks. */
async function saveUsuarios(associadoId: number, usuarios: AssociadoSalvar['usuarios']) {
  const keptIds = new Set(usuarios.flatMap((usuario) => (usuario.usuarioId ? [usuario.usuarioId] : [])));
  db.usuarios.deleteMany((q) => q.where({ associadoId }).where((u) => !keptIds.has(u.usuarioId)));
  for (const usuario of usuarios) {
    const fields = { nome: usuario.nome, email: usuario.email, dataNasc: usuario.dataNasc, telefone: usuario.telefone };
    const existing = usuario.usuarioId
      ? db.usuarios.findFirst((q) => q.where({ usuarioId: usuario.usuarioId ?? 0, associadoId }))
      : undefined;
    if (existing) {
      // The login of an existing user is locked (spec section 2): only the other fields change.
      await db.usuarios.update((q) => q.where({ usuarioId: existing.usuarioId }), {
        data: (record) => void Object.assign(record, fields),
      });
    } else {
      await db.usuarios.create({
        ...fields,
        usuarioId: db.usuarios.nextId(),
        login: usuario.login,
        cpf: null,
        usuarioGestao: false,
        associadoId,
        senhaHash: null,
      });
    }
  }
}

export const associadosHandlers = {
  buscarAssociados: getBuscarAssociadosMockHandler(
    operation('buscarAssociados', ({ body }) => searchAssociadosInSlices(body)),
  ),
  alternarAtivoAssociado: getAlternarAtivoAssociadoMockHandler(
    operation('alternarAtivoAssociado', async ({ params }) => {
      const associado = findAssociado(params.associadoId);
      await db.associados.update((q) => q.where({ associadoId: associado.associadoId }), {
        data: (record) => void (record.ativo = !record.ativo),
      });
      return { message: associado.ativo ? 'Associado inativado.' : 'Associado ativado.' };
    }),
  ),
  obterAssociado: getObterAssociadoMockHandler(
    operation('obterAssociado', ({ params }) => presentAssociado(findAssociado(params.associadoId))),
  ),
  criarAssociado: getCriarAssociadoMockHandler(
    operation('criarAssociado', async ({ body }) => {
      assertUniqueCpfCnpj(body.cpfCnpj);
      assertUniqueLogins(body.usuarios.map((usuario) => ({ ...usuario, usuarioId: null })));
      const associadoId = db.associados.nextId();
      await db.associados.create({ ...recordFields(body), associadoId, ativo: true, erroRemessa: null });
      await saveUsuarios(
        associadoId,
        body.usuarios.map((usuario) => ({ ...usuario, usuarioId: null })),
      );
      return { message: 'Associado cadastrado.' };
    }),
  ),
  atualizarAssociado: getAtualizarAssociadoMockHandler(
    operation('atualizarAssociado', async ({ body }) => {
      findAssociado(body.associadoId);
      assertUniqueCpfCnpj(body.cpfCnpj, body.associadoId);
      assertUniqueLogins(body.usuarios);
      await db.associados.update((q) => q.where({ associadoId: body.associadoId }), {
        data: (record) => void Object.assign(record, recordFields(body)),
      });
      await saveUsuarios(body.associadoId, body.usuarios);
      return { message: 'Associado atualizado.' };
    }),
  ),
  excluirAssociados: getExcluirAssociadosMockHandler(
    operation('excluirAssociados', ({ body }) => {
      const ids = new Set(body.associadosDelete.map((item) => item.associadoId));
      ids.forEach(findAssociado);
      // Each through its key or index: what goes with an associate, not a pass over every link.
      for (const associadoId of ids) {
        db.associados.delete((q) => q.where({ associadoId }));
        db.usuarios.deleteMany((q) => q.where({ associadoId }));
        db.vinculos.deleteMany((q) => q.where({ associadoId }));
      }
      return { message: ids.size > 1 ? 'Associados excluídos.' : 'Associado excluído.' };
    }),
  ),
};

import { faker } from '@faker-js/faker/locale/pt_BR';
import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import { subDays } from 'date-fns/subDays';
import { startOfDay } from 'date-fns/startOfDay';
import {
  situacaoRemessaLabels,
  tipoAssociadoLabels,
  tipoRemessaLabels,
  MENSALIDADE_MINIMA_REMESSA,
} from '@/config/domain';
import {
  MensagemErroBoleto,
  SituacaoRemessaId,
  TipoAssociadoId,
  TipoRemessaId,
  type SituacaoRemessaId as SituacaoRemessaIdValue,
  type TipoRemessaId as TipoRemessaIdValue,
} from '@/generated/model';
import { cities, neighbourhoods, officeKinds, streetTypes, type City } from './br-data';
import type {
  AssociadoRecord,
  BoletoRecord,
  EmailRecord,
  RemessaRecord,
  SessaoRecord,
  TokenSenhaRecord,
  UsuarioRecord,
  VinculoRecord,
} from './schema';

/** The management user of the demo. Shown on the sign-in page in mock mode and in README. */
export const DEMO_CREDENTIALS = { cpf: '11144477735', cpfFormatado: '111.444.777-35', senha: 'demo123' } as const;

/**
 * A second management user of the demo, to show what the panel keeps per person on a shared
 * browser (each list as the person left it). README lists them.
 */
export const DEMO_COLLEAGUE = {
  nome: 'Bruno Carvalho Lima',
  cpf: '39053344705',
  cpfFormatado: '390.533.447-05',
  senha: 'demo123',
} as const;

/** SHA-256 of DEMO_CREDENTIALS.senha (and DEMO_COLLEAGUE.senha). */
const DEMO_PASSWORD_HASH = 'd3ad9315b7be5dd53b31a273b3b3aba5defe700808305aa16a3062b76658a791';

/** One payment id for each case of the payment-slip page (README lists them). */
export const DEMO_PAYMENT_IDS = {
  disponivel: 'demo-disponivel',
  naoEncontrado: 'demo-nao-encontrado',
  pagamentoConfirmado: 'demo-pagamento-confirmado',
  cobrancaPaga: 'demo-cobranca-paga',
  dataLimite: 'demo-data-limite',
  vencido: 'demo-vencido',
  expirado: 'demo-expirado',
  falha: 'demo-falha',
} as const;

export interface SeedData {
  associados: AssociadoRecord[];
  usuarios: UsuarioRecord[];
  remessas: RemessaRecord[];
  vinculos: VinculoRecord[];
  sessoes: SessaoRecord[];
  tokensSenha: TokenSenhaRecord[];
  emails: EmailRecord[];
  boletos: BoletoRecord[];
}

export interface SeedSize {
  associados: number;
  usuariosGestao: number;
  remessas: number;
  /** Cap on the associates' own users (1 or 2 each until the cap); no cap when absent. */
  usuariosAssociados?: number;
  /** Each past month of the year with the Mensalidade of every associate who pays one (addYearOfMensalidades). */
  yearOfMensalidades?: boolean;
}

export const DEFAULT_SEED_SIZE: SeedSize = {
  associados: 160,
  usuariosGestao: 30,
  remessas: 36,
  yearOfMensalidades: true,
};
export const FAKER_SEED = 1722;

export const emptySeed = (): SeedData => ({
  associados: [],
  usuarios: [],
  remessas: [],
  vinculos: [],
  sessoes: [],
  tokensSenha: [],
  emails: [],
  boletos: [],
});

/** Lowercase ASCII, for e-mails and logins: `slug('João Conceição')` → `'joao.conceicao'`. */
export const slug = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');

const digits = (count: number) => Array.from({ length: count }, () => faker.number.int(9));

function checkDigit(numbers: number[], weights: number[]) {
  const rest = numbers.reduce((sum, digit, index) => sum + digit * weights[index], 0) % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** A CPF with valid check digits. */
export function fakeCpf(): string {
  const base = digits(9);
  const first = checkDigit(base, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...base, first], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, first, second].join('');
}

/** A CNPJ (head office, /0001) with valid check digits. */
export function fakeCnpj(): string {
  const base = [...digits(8), 0, 0, 0, 1];
  const first = checkDigit(base, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const second = checkDigit([...base, first], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return [...base, first, second].join('');
}

export const isoDate = (date: Date) => format(date, 'yyyy-MM-dd');

const fakeMobile = (city: City) => `${city.ddd}9${faker.string.numeric(8)}`;
const fakeLandline = (city: City) =>
  `${city.ddd}${faker.helpers.arrayElement(['2', '3', '4'])}${faker.string.numeric(7)}`;
export const fakeCep = (city: City) => `${city.cepPrefix}${faker.string.numeric(5)}`;

function fakeEndereco(city: City): AssociadoRecord['endereco'] {
  return {
    cep: fakeCep(city),
    logradouro: `${faker.helpers.arrayElement(streetTypes)} ${faker.person.lastName()}`,
    numero: String(faker.number.int({ min: 1, max: 3500 })),
    bairro: faker.helpers.arrayElement(neighbourhoods),
    cidade: city.cidade,
    uf: city.uf,
    complemento:
      faker.helpers.maybe(() => `Sala ${faker.number.int({ min: 1, max: 40 })}`, { probability: 0.35 }) ?? '',
  };
}

/** Who the associates are: the share of internos and of inactive ones (in %), and the monthly fees drawn from. */
export interface AssociadoMix {
  internosPercent: number;
  inativosPercent: number;
  mensalidades: readonly number[];
}

const PADRAO_MIX: AssociadoMix = {
  internosPercent: 15,
  inativosPercent: 12,
  mensalidades: [0, 1, 95, 150, 180.5, 220, 350, 480, 650.75, 1200],
};

/** One associate, with valid documents and a real city; `usedEmails` keeps e-mails unique. */
export function fakeAssociado(
  associadoId: number,
  today: Date,
  usedEmails: Set<string>,
  mix: AssociadoMix = PADRAO_MIX,
): AssociadoRecord {
  const city = faker.helpers.arrayElement(cities);
  const interno = faker.number.int(99) < mix.internosPercent;
  const officeName = `${faker.number.int({ min: 1, max: 9 })}º ${faker.helpers.arrayElement(officeKinds)} de ${city.cidade}`;
  const isOffice = !interno && faker.datatype.boolean({ probability: 0.6 });
  const nome = isOffice ? officeName : faker.person.fullName();
  const email = uniqueEmail(
    `${slug(isOffice ? `cartorio ${city.cidade} ${associadoId}` : nome)}`,
    'exemplo.com.br',
    usedEmails,
  );
  const telefone = faker.datatype.boolean() ? fakeMobile(city) : fakeLandline(city);
  const tipoAssociadoId = interno ? TipoAssociadoId.INTERNOS : TipoAssociadoId.ASSOCIADOS;
  return {
    associadoId,
    nome,
    cpfCnpj: isOffice ? fakeCnpj() : fakeCpf(),
    email,
    telefone,
    ativo: faker.number.int(99) >= mix.inativosPercent,
    tipoAssociado: { tipoAssociadoId, tipoAssociadoNome: tipoAssociadoLabels[tipoAssociadoId] },
    associacao: {
      nomeCartorio: officeName,
      cnpjCartorio: fakeCnpj(),
      dataAssociacao: isoDate(faker.date.between({ from: new Date(2008, 0, 1), to: subDays(today, 30) })),
      mensalidade: faker.helpers.arrayElement(mix.mensalidades),
      cns: faker.helpers.maybe(() => faker.string.numeric(6), { probability: 0.7 }) ?? null,
    },
    contato: { telefone, email },
    endereco: fakeEndereco(city),
    erroRemessa: null,
  };
}

export function uniqueEmail(local: string, domain: string, used: Set<string>) {
  let candidate = `${local}@${domain}`;
  for (let n = 2; used.has(candidate); n++) candidate = `${local}${n}@${domain}`;
  used.add(candidate);
  return candidate;
}

export function uniqueLogin(base: string, used: Set<string>) {
  let candidate = base;
  for (let n = 2; used.has(candidate); n++) candidate = `${base}${n}`;
  used.add(candidate);
  return candidate;
}

export const remessaThemes: Record<TipoRemessaIdValue, string[]> = {
  [TipoRemessaId.MENSALIDADE]: ['Mensalidade'],
  [TipoRemessaId.ARRECADACAO_DE_FUNDOS]: [
    'Fundo de apoio às serventias',
    'Campanha de modernização',
    'Fundo de defesa institucional',
  ],
  [TipoRemessaId.EVENTO_MENSAL]: ['Encontro regional', 'Curso de atualização', 'Seminário de registro civil'],
  [TipoRemessaId.AVULSA]: ['Anuidade do congresso', 'Taxa de certificação digital', 'Material de capacitação'],
};

export const monthName = (date: Date) => date.toLocaleDateString('pt-BR', { month: 'long' });

/** Per-associate statuses of a remessa's links; null for links not sent yet (a remessa in preparation). */
function vinculoStatuses(situacao: SituacaoRemessaIdValue): (SituacaoRemessaIdValue | null)[] {
  switch (situacao) {
    case SituacaoRemessaId.EM_PREPARACAO:
      return [null];
    case SituacaoRemessaId.ENVIANDO:
      return [SituacaoRemessaId.ENVIANDO];
    case SituacaoRemessaId.ENVIADO:
      return [
        SituacaoRemessaId.ENVIADO,
        SituacaoRemessaId.ENVIADO,
        SituacaoRemessaId.PAGO,
        SituacaoRemessaId.ERRO_NO_ENVIO,
      ];
    case SituacaoRemessaId.PAGO:
      return [SituacaoRemessaId.PAGO];
    case SituacaoRemessaId.ERRO_NO_ENVIO:
      return [SituacaoRemessaId.ERRO_NO_ENVIO, SituacaoRemessaId.ENVIADO, SituacaoRemessaId.PAGO];
    case SituacaoRemessaId.REENVIANDO:
      return [SituacaoRemessaId.REENVIANDO, SituacaoRemessaId.ENVIADO, SituacaoRemessaId.PAGO];
  }
}

/** A made-up person's first and last names, and the whole name: "Ana Costa". */
function fakePersonName() {
  const firstName = faker.person.firstName();
  const lastName = faker.person.lastName();
  return { firstName, lastName, nome: `${firstName} ${lastName}` };
}

/**
 * The management users (the demo user first, the colleague second, then made-up staff) and each
 * associate's own users (1 or 2, up to `usuariosAssociados` in all).
 */
export function addUsuarios(
  data: SeedData,
  size: Pick<SeedSize, 'usuariosGestao' | 'usuariosAssociados'>,
  today: Date,
  usedEmails: Set<string>,
) {
  const usedLogins = new Set<string>();
  let usuarioId = 1;
  if (size.usuariosGestao > 0) {
    data.usuarios.push({
      usuarioId: usuarioId++,
      nome: 'Ana Beatriz Costa',
      email: uniqueEmail('ana.costa', 'anoreg.org.br', usedEmails),
      cpf: DEMO_CREDENTIALS.cpf,
      login: null,
      dataNasc: '1986-04-17',
      telefone: '61991234567',
      usuarioGestao: true,
      associadoId: null,
      senhaHash: DEMO_PASSWORD_HASH,
    });
  }
  while (usuarioId <= size.usuariosGestao) {
    const { nome } = fakePersonName();
    data.usuarios.push({
      usuarioId: usuarioId++,
      nome,
      email: uniqueEmail(slug(nome), 'anoreg.org.br', usedEmails),
      cpf: fakeCpf(),
      login: null,
      dataNasc: isoDate(faker.date.birthdate({ min: 22, max: 65, mode: 'age', refDate: today })),
      telefone: `61${faker.string.numeric(9)}`,
      usuarioGestao: true,
      associadoId: null,
      senhaHash: null,
    });
  }
  // The colleague takes the second place after its faker calls, so every later record stays the same.
  const colleague = data.usuarios[1];
  if (colleague?.usuarioGestao) {
    colleague.nome = DEMO_COLLEAGUE.nome;
    colleague.email = uniqueEmail('bruno.lima', 'anoreg.org.br', usedEmails);
    colleague.cpf = DEMO_COLLEAGUE.cpf;
    colleague.senhaHash = DEMO_PASSWORD_HASH;
  }
  let memberUsers = 0;
  const memberUsersCap = size.usuariosAssociados ?? Infinity;
  for (const associado of data.associados) {
    if (memberUsers >= memberUsersCap) break;
    const count = Math.min(faker.number.int({ min: 1, max: 2 }), memberUsersCap - memberUsers);
    memberUsers += count;
    for (let n = 0; n < count; n++) {
      const { nome, firstName, lastName } = fakePersonName();
      data.usuarios.push({
        usuarioId: usuarioId++,
        nome,
        email: uniqueEmail(slug(nome), 'exemplo.com.br', usedEmails),
        cpf: null,
        login: uniqueLogin(slug(`${firstName}${lastName}`).replace(/\./g, ''), usedLogins),
        dataNasc: isoDate(faker.date.birthdate({ min: 22, max: 70, mode: 'age', refDate: today })),
        telefone: `${associado.telefone.slice(0, 2)}9${faker.string.numeric(8)}`,
        usuarioGestao: false,
        associadoId: associado.associadoId,
        senhaHash: null,
      });
    }
  }
}

/** The payment ids of the payment-slip page's cases (README lists them). */
export const demoBoletos = (): BoletoRecord[] => [
  { paymentId: DEMO_PAYMENT_IDS.disponivel, link: null, erro: null },
  { paymentId: DEMO_PAYMENT_IDS.pagamentoConfirmado, link: null, erro: MensagemErroBoleto.PAGAMENTO_JA_CONFIRMADO },
  { paymentId: DEMO_PAYMENT_IDS.cobrancaPaga, link: null, erro: MensagemErroBoleto.COBRANCA_JA_PAGA },
  { paymentId: DEMO_PAYMENT_IDS.dataLimite, link: null, erro: MensagemErroBoleto.DATA_LIMITE_ATINGIDA },
  { paymentId: DEMO_PAYMENT_IDS.vencido, link: null, erro: MensagemErroBoleto.BOLETO_VENCIDO },
  { paymentId: DEMO_PAYMENT_IDS.expirado, link: null, erro: MensagemErroBoleto.BOLETO_EXPIRADO },
];

/**
 * Builds the demo's data. Deterministic for a given day: the same faker seed always gives the same
 * people, and dates are placed around `today` so the demo always looks current.
 */
export function buildSeed(options: { today?: Date; size?: SeedSize; fakerSeed?: number } = {}): SeedData {
  // The day, not the moment: one seed all day long, and no payment later than the day began.
  const today = startOfDay(options.today ?? new Date());
  const size = options.size ?? DEFAULT_SEED_SIZE;
  faker.seed(options.fakerSeed ?? FAKER_SEED);

  const usedEmails = new Set<string>();
  const data = emptySeed();

  for (let id = 1; id <= size.associados; id++) data.associados.push(fakeAssociado(id, today, usedEmails));

  addUsuarios(data, size, today, usedEmails);

  const tipos = Object.values(TipoRemessaId);
  const situacoes = Object.values(SituacaoRemessaId);
  for (let remessaId = 1; remessaId <= size.remessas; remessaId++) {
    // The first remessas cover every tipo × situação; the rest are random.
    const index = remessaId - 1;
    const tipoRemessaId =
      index < tipos.length * situacoes.length ? tipos[index % tipos.length] : faker.helpers.arrayElement(tipos);
    const situacaoRemessaId =
      index < tipos.length * situacoes.length
        ? situacoes[Math.floor(index / tipos.length)]
        : faker.helpers.arrayElement(situacoes);
    const emPreparacao = situacaoRemessaId === SituacaoRemessaId.EM_PREPARACAO;
    const vencimento = emPreparacao
      ? addDays(today, faker.number.int({ min: 10, max: 60 }))
      : subDays(today, faker.number.int({ min: -20, max: 90 }));
    const tipoAssociadoId = faker.number.int(99) < 85 ? TipoAssociadoId.ASSOCIADOS : TipoAssociadoId.INTERNOS;
    const tema = faker.helpers.arrayElement(remessaThemes[tipoRemessaId]);
    const mes = `${monthName(vencimento)} de ${vencimento.getFullYear()}`;
    // Mensalidade has no single value: 0, and each associate pays its own monthly fee.
    const valorRemessa =
      tipoRemessaId === TipoRemessaId.MENSALIDADE ? 0 : faker.helpers.arrayElement([50, 120, 250, 380.9, 1500]);

    data.remessas.push({
      remessaId,
      descricao: `${tema} – ${mes}`,
      observacao: `${tipoRemessaLabels[tipoRemessaId]} ${format(vencimento, 'MM/yyyy')}`,
      paragrafoPersonalizado:
        faker.helpers.maybe(
          () =>
            'Em caso de dúvidas, entre em contato com a secretaria da associação pelo e-mail financeiro@anoreg.org.br.',
          { probability: 0.5 },
        ) ?? '',
      tipoRemessa: { tipoRemessaId, tipoRemessaNome: tipoRemessaLabels[tipoRemessaId] },
      situacaoRemessa: { situacaoRemessaId, situacaoRemessaNome: situacaoRemessaLabels[situacaoRemessaId] },
      dataVencimento: isoDate(vencimento),
      valorRemessa,
      tipoAssociado: { tipoAssociadoId, tipoAssociadoNome: tipoAssociadoLabels[tipoAssociadoId] },
      msgReenvio: null,
    });

    // Some remessas in preparation have nobody yet, so the "add associates first" hint shows.
    if (emPreparacao && remessaId % 3 === 1) continue;
    const candidates = data.associados.filter(
      (associado) =>
        associado.ativo &&
        associado.tipoAssociado.tipoAssociadoId === tipoAssociadoId &&
        (tipoRemessaId !== TipoRemessaId.MENSALIDADE || associado.associacao.mensalidade > MENSALIDADE_MINIMA_REMESSA),
    );
    const chosen = faker.helpers.arrayElements(candidates, {
      min: Math.min(3, candidates.length),
      max: Math.min(25, candidates.length),
    });
    const statuses = vinculoStatuses(situacaoRemessaId);
    chosen.forEach((associado, position) => {
      const status = statuses[position % statuses.length];
      const paid = status === SituacaoRemessaId.PAGO;
      // A boleto exists once sent; an e-mail the destination refused has none, as in the lifecycle.
      const sent =
        status !== null &&
        status !== SituacaoRemessaId.EM_PREPARACAO &&
        status !== SituacaoRemessaId.ENVIANDO &&
        status !== SituacaoRemessaId.ERRO_NO_ENVIO;
      data.vinculos.push({
        remessaId,
        associadoId: associado.associadoId,
        situacaoRemessaId: status,
        valorPagamento: tipoRemessaId === TipoRemessaId.MENSALIDADE ? associado.associacao.mensalidade : valorRemessa,
        dataPagamento: paid ? faker.date.between({ from: subDays(today, 60), to: today }).toISOString() : null,
        pagamentoGiroId: sent
          ? `GIRO${String(remessaId).padStart(4, '0')}${String(associado.associadoId).padStart(5, '0')}`
          : null,
      });
      if (status === SituacaoRemessaId.ERRO_NO_ENVIO)
        associado.erroRemessa = 'E-mail do associado recusado pelo servidor de destino.';
    });
  }

  data.boletos.push(...demoBoletos());

  // Last, so that every record before stays as it was.
  if (size.yearOfMensalidades) addYearOfMensalidades(data, today);
  return data;
}

/** The share of a month's Mensalidade paid by today: most of it within weeks, nearly all after months. */
const paidShare = (monthsAgo: number) => Math.min(0.97, 0.6 + 0.08 * monthsAgo);

/**
 * A believable year for Arrecadação (its last twelve months by due date), where the other remessas
 * cover only the recent weeks and bill a few associates each: for each of the eleven months before
 * today's, the month's Mensalidade of every associate who pays one (Associados, active, fee above
 * R$ 1,00), sent and due on the 10th; each paid, from a few days before to some weeks after the due
 * date, with a chance that grows with the month's age (paidShare), or still pending.
 */
function addYearOfMensalidades(data: SeedData, today: Date) {
  const pagantes = data.associados.filter(
    (associado) =>
      associado.ativo &&
      associado.tipoAssociado.tipoAssociadoId === TipoAssociadoId.ASSOCIADOS &&
      associado.associacao.mensalidade > MENSALIDADE_MINIMA_REMESSA,
  );
  let remessaId = data.remessas.length + 1;
  for (let monthsAgo = 11; monthsAgo >= 1; monthsAgo--) {
    const vencimento = new Date(today.getFullYear(), today.getMonth() - monthsAgo, 10);
    const tipoAssociadoId = TipoAssociadoId.ASSOCIADOS;
    data.remessas.push({
      remessaId,
      descricao: `Mensalidade dos associados – ${monthName(vencimento)} de ${vencimento.getFullYear()}`,
      observacao: `${tipoRemessaLabels[TipoRemessaId.MENSALIDADE]} ${format(vencimento, 'MM/yyyy')}`,
      paragrafoPersonalizado: '',
      tipoRemessa: {
        tipoRemessaId: TipoRemessaId.MENSALIDADE,
        tipoRemessaNome: tipoRemessaLabels[TipoRemessaId.MENSALIDADE],
      },
      situacaoRemessa: {
        situacaoRemessaId: SituacaoRemessaId.ENVIADO,
        situacaoRemessaNome: situacaoRemessaLabels[SituacaoRemessaId.ENVIADO],
      },
      dataVencimento: isoDate(vencimento),
      valorRemessa: 0,
      tipoAssociado: { tipoAssociadoId, tipoAssociadoNome: tipoAssociadoLabels[tipoAssociadoId] },
      msgReenvio: null,
    });
    const lastPaymentDay = Math.min(addDays(vencimento, 40).getTime(), today.getTime());
    for (const associado of pagantes) {
      const paid = faker.number.float() < paidShare(monthsAgo);
      data.vinculos.push({
        remessaId,
        associadoId: associado.associadoId,
        situacaoRemessaId: paid ? SituacaoRemessaId.PAGO : SituacaoRemessaId.ENVIADO,
        valorPagamento: associado.associacao.mensalidade,
        dataPagamento: paid
          ? faker.date.between({ from: subDays(vencimento, 7), to: new Date(lastPaymentDay) }).toISOString()
          : null,
        pagamentoGiroId: `GIRO${String(remessaId).padStart(4, '0')}${String(associado.associadoId).padStart(5, '0')}`,
      });
    }
    remessaId++;
  }
}

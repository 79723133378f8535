import { faker } from '@faker-js/faker/locale/pt_BR';
import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { setDate } from 'date-fns/setDate';
import { startOfDay } from 'date-fns/startOfDay';
import { subMonths } from 'date-fns/subMonths';
import {
  MENSALIDADE_MINIMA_REMESSA,
  situacaoRemessaLabels,
  tipoAssociadoLabels,
  tipoRemessaLabels,
} from '@/config/domain';
import {
  SituacaoRemessaId,
  TipoAssociadoId,
  TipoRemessaId,
  type SituacaoRemessaId as SituacaoRemessaIdValue,
  type TipoAssociadoId as TipoAssociadoIdValue,
  type TipoRemessaId as TipoRemessaIdValue,
} from '@/generated/model';
import type { AssociadoRecord, RemessaRecord, VinculoRecord } from './schema';
import {
  addUsuarios,
  demoBoletos,
  emptySeed,
  fakeAssociado,
  FAKER_SEED,
  isoDate,
  monthName,
  type AssociadoMix,
  type SeedData,
} from './seed';

/**
 * The association at its real size (issue 33): about 12,500 registry offices (ANOREG/BR's count of
 * Brazil's extrajudicial units), a year of monthly billing behind them, and this month's
 * Mensalidade in preparation, waiting for its payers. What trainers rehearse the month on.
 */
export const NACIONAL_ASSOCIADOS = 12_500;

/** Mostly offices that pay: few internos, few inactive, few fees at or under R$ 1,00 (not billed). */
const NACIONAL_MIX: AssociadoMix = {
  internosPercent: 5,
  inativosPercent: 6,
  // Fees by the office's size, small offices the most common; 0 and 1 are waived fees.
  mensalidades: [
    0, 1, 95, 95, 95, 95, 95, 95, 120, 120, 120, 120, 120, 150, 150, 150, 150, 150, 180.5, 180.5, 180.5, 220, 220, 220,
    280, 280, 350, 350, 350, 480, 480, 650.75, 650.75, 900, 1200, 1800, 95, 120, 150, 220,
  ],
};

const USUARIOS_GESTAO = 40;
/** Every due date is on this day of the month. */
const DIA_DE_VENCIMENTO = 10;

const isEligibleForMensalidade = (associado: AssociadoRecord) =>
  associado.ativo &&
  associado.tipoAssociado.tipoAssociadoId === TipoAssociadoId.ASSOCIADOS &&
  associado.associacao.mensalidade > MENSALIDADE_MINIMA_REMESSA;

/** A remessa of the year before it has its id: who pays it and how much. */
interface Plan {
  tipoRemessaId: TipoRemessaIdValue;
  tipoAssociadoId: TipoAssociadoIdValue;
  tema: string;
  monthsAgo: number;
  vencimento: Date;
  /** 0 for a Mensalidade: each associate pays its own fee. */
  valorRemessa: number;
  payers: AssociadoRecord[];
}

/** The first due date at least a week ahead: this month's Mensalidade, still in preparation. */
function thisMonthsDueDate(today: Date) {
  const due = setDate(today, DIA_DE_VENCIMENTO);
  return due >= addDays(today, 7) ? due : addMonths(due, 1);
}

/** A share of `candidates`, chosen at random, in id order. */
function some(candidates: AssociadoRecord[], count: number) {
  return faker.helpers
    .arrayElements(candidates, Math.min(count, candidates.length))
    .sort((a, b) => a.associadoId - b.associadoId);
}

/** The year's remessas, oldest first: twelve Mensalidades to every eligible associate, and the other tipos. */
function planYear(associados: AssociadoRecord[], today: Date): Plan[] {
  const eligible = associados.filter(isEligibleForMensalidade);
  const ativos = (tipo: TipoAssociadoIdValue) =>
    associados.filter((a) => a.ativo && a.tipoAssociado.tipoAssociadoId === tipo);
  const associadosAtivos = ativos(TipoAssociadoId.ASSOCIADOS);
  const thisMonth = thisMonthsDueDate(today);
  const plan = (
    tipoRemessaId: TipoRemessaIdValue,
    tema: string,
    monthsAgo: number,
    valorRemessa: number,
    payers: AssociadoRecord[],
    tipoAssociadoId: TipoAssociadoIdValue = TipoAssociadoId.ASSOCIADOS,
  ): Plan => ({
    tipoRemessaId,
    tipoAssociadoId,
    tema,
    monthsAgo,
    vencimento: subMonths(thisMonth, monthsAgo),
    valorRemessa,
    payers,
  });

  const plans: Plan[] = [];
  for (let monthsAgo = 12; monthsAgo >= 1; monthsAgo--) {
    plans.push(plan(TipoRemessaId.MENSALIDADE, 'Mensalidade', monthsAgo, 0, eligible));
    // A regional meeting every other month, for the offices that signed up.
    if (monthsAgo % 2 === 0) {
      const tema = ['Encontro regional', 'Curso de atualização', 'Seminário de registro civil'][monthsAgo % 3];
      plans.push(
        plan(
          TipoRemessaId.EVENTO_MENSAL,
          tema,
          monthsAgo,
          250,
          some(associadosAtivos, faker.number.int({ min: 300, max: 900 })),
        ),
      );
    }
  }
  plans.push(
    plan(TipoRemessaId.ARRECADACAO_DE_FUNDOS, 'Fundo de apoio às serventias', 9, 120, associadosAtivos),
    plan(TipoRemessaId.AVULSA, 'Taxa de certificação digital', 6, 380.9, some(associadosAtivos, 1_200)),
    plan(
      TipoRemessaId.AVULSA,
      'Material de capacitação',
      4,
      50,
      ativos(TipoAssociadoId.INTERNOS),
      TipoAssociadoId.INTERNOS,
    ),
    plan(TipoRemessaId.ARRECADACAO_DE_FUNDOS, 'Campanha de modernização', 3, 1500, some(associadosAtivos, 2_000)),
    plan(TipoRemessaId.AVULSA, 'Anuidade do congresso', 2, 380.9, some(associadosAtivos, 2_500)),
  );
  return plans.sort((a, b) => a.vencimento.getTime() - b.vencimento.getTime());
}

/**
 * Days after the due date an associate pays: most around it, some weeks late, a few months late;
 * in the last six months a few have not paid at all (Infinity).
 */
function paymentDelay(monthsAgo: number) {
  const draw = faker.number.float();
  if (draw < 0.55) return faker.number.int({ min: -10, max: 0 });
  if (draw < 0.85) return faker.number.int({ min: 1, max: 20 });
  if (draw < 0.95) return faker.number.int({ min: 21, max: 60 });
  if (monthsAgo <= 6 && draw > 0.994) return Infinity;
  return faker.number.int({ min: 61, max: 150 });
}

const REFUSED = 'E-mail do associado recusado pelo servidor de destino.';

/** The remessa's own status from its payers': an error to resend, everyone paid, or payments still arriving. */
function situacaoOf(statuses: Set<SituacaoRemessaIdValue>): SituacaoRemessaIdValue {
  if (statuses.has(SituacaoRemessaId.ERRO_NO_ENVIO)) return SituacaoRemessaId.ERRO_NO_ENVIO;
  if (statuses.has(SituacaoRemessaId.ENVIADO)) return SituacaoRemessaId.ENVIADO;
  return SituacaoRemessaId.PAGO;
}

function remessaRecord(
  remessaId: number,
  { tipoRemessaId, tipoAssociadoId, tema, vencimento, valorRemessa }: Omit<Plan, 'payers' | 'monthsAgo'>,
  situacaoRemessaId: SituacaoRemessaIdValue,
): RemessaRecord {
  return {
    remessaId,
    descricao: `${tema} – ${monthName(vencimento)} de ${vencimento.getFullYear()}`,
    observacao: `${tipoRemessaLabels[tipoRemessaId]} ${format(vencimento, 'MM/yyyy')}`,
    paragrafoPersonalizado:
      'Em caso de dúvidas, entre em contato com a secretaria da associação pelo e-mail financeiro@anoreg.org.br.',
    tipoRemessa: { tipoRemessaId, tipoRemessaNome: tipoRemessaLabels[tipoRemessaId] },
    situacaoRemessa: { situacaoRemessaId, situacaoRemessaNome: situacaoRemessaLabels[situacaoRemessaId] },
    dataVencimento: isoDate(vencimento),
    valorRemessa,
    tipoAssociado: { tipoAssociadoId, tipoAssociadoNome: tipoAssociadoLabels[tipoAssociadoId] },
    msgReenvio: null,
  };
}

/**
 * The national data set: `associados` offices (12,500 by default; tests build it smaller, with the
 * same shape), their users, a year of remessas with their payments, and this month's Mensalidade
 * in preparation. Deterministic for a given `today`, like every data set (mocks/db/seed.ts).
 */
export function buildNationalSeed(options: { today?: Date; associados?: number; fakerSeed?: number } = {}): SeedData {
  // The day, not the moment, as every data set (mocks/db/seed.ts): no payment later than the day began.
  const today = startOfDay(options.today ?? new Date());
  faker.seed(options.fakerSeed ?? FAKER_SEED);
  const data = emptySeed();
  const usedEmails = new Set<string>();
  for (let id = 1; id <= (options.associados ?? NACIONAL_ASSOCIADOS); id++)
    data.associados.push(fakeAssociado(id, today, usedEmails, NACIONAL_MIX));
  addUsuarios(data, { usuariosGestao: USUARIOS_GESTAO }, today, usedEmails);

  const now = today.getTime();
  let remessaId = 0;
  for (const { payers, monthsAgo, ...plan } of planYear(data.associados, today)) {
    remessaId++;
    // Last month's boletos: a few offices' e-mail refused them (Reenviar sends them again).
    const refusedShare = monthsAgo <= 1 ? 0.008 : 0;
    const statuses = new Set<SituacaoRemessaIdValue>();
    for (const associado of payers) {
      const refused = faker.number.float() < refusedShare;
      const paidAt = refused ? Infinity : plan.vencimento.getTime() + paymentDelay(monthsAgo) * 86_400_000;
      const paid = paidAt <= now;
      const situacaoRemessaId = refused
        ? SituacaoRemessaId.ERRO_NO_ENVIO
        : paid
          ? SituacaoRemessaId.PAGO
          : SituacaoRemessaId.ENVIADO;
      statuses.add(situacaoRemessaId);
      if (refused) associado.erroRemessa = REFUSED;
      data.vinculos.push({
        remessaId,
        associadoId: associado.associadoId,
        situacaoRemessaId,
        valorPagamento:
          plan.tipoRemessaId === TipoRemessaId.MENSALIDADE ? associado.associacao.mensalidade : plan.valorRemessa,
        // Paid during office hours; never later than now.
        dataPagamento: paid
          ? new Date(Math.min(now, paidAt + faker.number.int({ min: 9, max: 17 }) * 3_600_000)).toISOString()
          : null,
        pagamentoGiroId: refused
          ? null
          : `GIRO${String(remessaId).padStart(4, '0')}${String(associado.associadoId).padStart(5, '0')}`,
      } satisfies VinculoRecord);
    }
    data.remessas.push(remessaRecord(remessaId, plan, situacaoOf(statuses)));
  }

  const vencimento = thisMonthsDueDate(today);
  data.remessas.push(
    remessaRecord(
      remessaId + 1,
      {
        tipoRemessaId: TipoRemessaId.MENSALIDADE,
        tipoAssociadoId: TipoAssociadoId.ASSOCIADOS,
        tema: 'Mensalidade',
        vencimento,
        valorRemessa: 0,
      },
      SituacaoRemessaId.EM_PREPARACAO,
    ),
  );
  data.boletos.push(...demoBoletos());
  return data;
}

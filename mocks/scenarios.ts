import { mockRuntime } from './lib/runtime';
import { normalize } from './lib/search';

/**
 * The demo's scenarios: which data the mock holds and how its "network" behaves. Chosen from the
 * demo toolbar or the address (`?cenario=vazio`) and remembered until changed.
 */
export const scenarioIds = ['padrao', 'vazio', 'grande', 'nacional', 'instavel', 'lento'] as const;
export type ScenarioId = (typeof scenarioIds)[number];
export type DatasetId = 'padrao' | 'vazio' | 'grande' | 'nacional';

export interface Scenario {
  id: ScenarioId;
  nome: string;
  descricao: string;
  dataset: DatasetId;
  latency: { min: number; max: number };
  failureRate: number;
}

const NORMAL_LATENCY = { min: 100, max: 400 };

export const scenarios: Record<ScenarioId, Scenario> = {
  padrao: {
    id: 'padrao',
    nome: 'Padrão',
    descricao:
      'Os dados de demonstração: 160 associados, 30 usuários de gestão e 47 remessas, com a mensalidade de cada mês do último ano.',
    dataset: 'padrao',
    latency: NORMAL_LATENCY,
    failureRate: 0,
  },
  vazio: {
    id: 'vazio',
    nome: 'Vazio',
    descricao:
      'Sem associados, usuários nem remessas. Só existe o usuário de demonstração, para você conseguir entrar.',
    dataset: 'vazio',
    latency: NORMAL_LATENCY,
    failureRate: 0,
  },
  grande: {
    id: 'grande',
    nome: 'Grande',
    descricao: '10.000 associados, 1.000 usuários e 500 remessas, para ver listas longas.',
    dataset: 'grande',
    latency: NORMAL_LATENCY,
    failureRate: 0,
  },
  nacional: {
    id: 'nacional',
    nome: 'Nacional',
    descricao:
      'O tamanho real da associação: 12.500 associados, um ano de mensalidades com os pagamentos chegando e a mensalidade deste mês em preparação, para ensaiar o mês.',
    dataset: 'nacional',
    latency: NORMAL_LATENCY,
    failureRate: 0,
  },
  instavel: {
    id: 'instavel',
    nome: 'Instável',
    descricao:
      'Os dados de demonstração, mas 1 chamada em cada 5 falha: erro 500 com mensagem, falha de rede ou tempo esgotado.',
    dataset: 'padrao',
    latency: NORMAL_LATENCY,
    failureRate: 0.2,
  },
  lento: {
    id: 'lento',
    nome: 'Lento',
    descricao: 'Os dados de demonstração, com 1,5 a 4 segundos de espera em cada chamada.',
    dataset: 'padrao',
    latency: { min: 1500, max: 4000 },
    failureRate: 0,
  },
};

export const DEFAULT_SCENARIO: ScenarioId = 'padrao';

/** A scenario from what someone typed, accents and case ignored: `parseScenario('Instável')` → `'instavel'`. */
export function parseScenario(text: string | null | undefined): ScenarioId | undefined {
  const name = normalize(text);
  return scenarioIds.find((id) => id === name);
}

/** Makes the mock's network behave as the scenario says (latency, failures). */
export function applyScenarioNetwork(id: ScenarioId) {
  const { latency, failureRate } = scenarios[id];
  mockRuntime.latency = { ...latency };
  mockRuntime.failureRate = failureRate;
}

/** `?cenario=vazio` chooses the scenario once; it is then remembered, so the address drops it. */
export function takeScenarioFromAddress(): ScenarioId | undefined {
  const url = new URL(window.location.href);
  const requested = url.searchParams.get('cenario');
  if (requested === null) return undefined;
  url.searchParams.delete('cenario');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return parseScenario(requested);
}

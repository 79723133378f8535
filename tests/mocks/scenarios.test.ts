import { describe, expect, it } from 'vitest';
import { recordSchemas, collectionNames } from '@mocks/db';
import { DEMO_CREDENTIALS, type SeedData } from '@mocks/db/seed';
import { seedOf } from '@mocks/data';
import { parseScenario, scenarioIds, scenarios, takeScenarioFromAddress } from '@mocks/scenarios';

const today = new Date(2026, 10, 22, 9, 30);

/** Seeds are loaded without validation (for speed), so every record of every data set must fit its schema. */
function expectEveryRecordFitsItsSchema(data: SeedData) {
  for (const name of collectionNames) {
    const schema = recordSchemas[name];
    const broken = (data[name] as unknown[]).filter((record) => !schema.safeParse(record).success);
    expect(broken, `registros de ${name} fora do esquema`).toEqual([]);
  }
}

describe('scenarios', () => {
  it('accepts the names with or without accents, in any case, and nothing else', () => {
    expect(parseScenario('padrão')).toBe('padrao');
    expect(parseScenario('Padrao')).toBe('padrao');
    expect(parseScenario('INSTÁVEL')).toBe('instavel');
    expect(parseScenario(' lento ')).toBe('lento');
    expect(parseScenario('vazio')).toBe('vazio');
    expect(parseScenario('grande')).toBe('grande');
    expect(parseScenario('enorme')).toBeUndefined();
    expect(parseScenario('')).toBeUndefined();
    expect(parseScenario(null)).toBeUndefined();
  });

  it('has a pt-BR name and description for each scenario, and the failing and slow ones behave as described', () => {
    expect(scenarioIds.map((id) => scenarios[id].nome)).toEqual([
      'Padrão',
      'Vazio',
      'Grande',
      'Nacional',
      'Instável',
      'Lento',
    ]);
    expect(scenarios.instavel.failureRate).toBe(0.2);
    expect(scenarios.lento.latency).toEqual({ min: 1500, max: 4000 });
    for (const id of ['padrao', 'vazio', 'grande', 'nacional', 'instavel'] as const) {
      expect(scenarios[id].latency).toEqual({ min: 100, max: 400 });
    }
    expect(scenarios.vazio.descricao).toContain('usuário de demonstração');
  });

  it('takes ?cenario= from the address once, keeping the rest of it', () => {
    window.history.replaceState(null, '', '/listas?type=users&cenario=Inst%C3%A1vel#topo');
    expect(takeScenarioFromAddress()).toBe('instavel');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/listas?type=users#topo',
    );
    expect(takeScenarioFromAddress()).toBeUndefined();
  });

  it('vazio has no associates, remessas or users but the demo management user, so one can still sign in', () => {
    const vazio = seedOf('vazio', today);
    expect(vazio.associados).toEqual([]);
    expect(vazio.remessas).toEqual([]);
    expect(vazio.vinculos).toEqual([]);
    expect(vazio.usuarios.map((usuario) => [usuario.cpf, usuario.usuarioGestao, usuario.senhaHash !== null])).toEqual([
      [DEMO_CREDENTIALS.cpf, true, true],
    ]);
    expectEveryRecordFitsItsSchema(vazio);
  });

  it('padrão is the deterministic seed and fits the schemas', () => {
    const padrao = seedOf('padrao', today);
    expect(seedOf('padrao', today)).toEqual(padrao);
    expect(padrao.associados).toHaveLength(160);
    expectEveryRecordFitsItsSchema(padrao);
  });

  it('grande has 10,000 associates, 1,000 users and 500 remessas, all fitting the schemas', () => {
    const grande = seedOf('grande', today);
    expect(grande.associados).toHaveLength(10_000);
    expect(grande.usuarios).toHaveLength(1_000);
    expect(grande.remessas).toHaveLength(500);
    expect(grande.usuarios.filter((usuario) => usuario.usuarioGestao).length).toBeGreaterThan(0);
    expect(grande.usuarios.filter((usuario) => !usuario.usuarioGestao).length).toBeGreaterThan(0);
    expect(grande.usuarios.some((usuario) => usuario.cpf === DEMO_CREDENTIALS.cpf)).toBe(true);
    expectEveryRecordFitsItsSchema(grande);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { novaMensalidade } from './reajuste';

describe('the new mensalidade of a reajuste', () => {
  it('adds the percentage and rounds to the cent, half a cent up', () => {
    expect(novaMensalidade(480, { modo: 'percentual', percentual: 4.5 })).toBe(501.6);
    expect(novaMensalidade(123.45, { modo: 'percentual', percentual: 10 })).toBe(135.8);
    // 99,90 × 1,045 = 104,3955 → 104,40; 10,10 × 1,005 = 10,1505 → 10,15.
    expect(novaMensalidade(99.9, { modo: 'percentual', percentual: 4.5 })).toBe(104.4);
    expect(novaMensalidade(10.1, { modo: 'percentual', percentual: 0.5 })).toBe(10.15);
    // 1,01 × 1,5 = 1,515: exactly half a cent, up.
    expect(novaMensalidade(1.01, { modo: 'percentual', percentual: 50 })).toBe(1.52);
  });

  it('takes a reduction, down to half, and keeps a waived fee at zero', () => {
    expect(novaMensalidade(480, { modo: 'percentual', percentual: -50 })).toBe(240);
    expect(novaMensalidade(95, { modo: 'percentual', percentual: -2.5 })).toBe(92.63);
    expect(novaMensalidade(0, { modo: 'percentual', percentual: 10 })).toBe(0);
  });

  it('sets a fixed value to the cent whatever the fee was', () => {
    expect(novaMensalidade(480, { modo: 'valor', valor: 520.5 })).toBe(520.5);
    expect(novaMensalidade(0, { modo: 'valor', valor: 95.999 })).toBe(96);
  });
});

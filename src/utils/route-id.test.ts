// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePaymentId, parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('reads positive whole numbers and nothing else', () => {
    expect(parseRouteId('42')).toBe(42);
    expect(parseRouteId('123456789012345')).toBe(123456789012345);
    for (const refused of [
      '0',
      '-3',
      '1.5',
      'abc',
      '',
      ' 42',
      '42 ',
      '1e3',
      '0x2a',
      '042',
      '+4',
      '1234567890123456',
      '2?x=1',
      '../2',
    ]) {
      expect(parseRouteId(refused), refused).toBeUndefined();
    }
    expect(parseRouteId(undefined)).toBeUndefined();
  });
});

describe('parsePaymentId', () => {
  it('takes letters, digits, - and _ up to 64, and nothing that could leave its path segment', () => {
    expect(parsePaymentId('demo-disponivel')).toBe('demo-disponivel');
    expect(parsePaymentId('GIRO000100042')).toBe('GIRO000100042');
    expect(parsePaymentId('a_b'.padEnd(64, 'x'))).toHaveLength(64);
    for (const refused of [
      '',
      '../../usuarios/2?x=1',
      '..',
      'a/b',
      'a?b',
      'a#b',
      'a%2Fb',
      'a b',
      'ção',
      'x'.repeat(65),
    ]) {
      expect(parsePaymentId(refused), refused).toBeUndefined();
    }
    expect(parsePaymentId(undefined)).toBeUndefined();
  });
});

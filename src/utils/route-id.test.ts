import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id';

describe('parseRouteId', () => {
  it('reads positive whole numbers and nothing else', () => {
    expect(parseRouteId('42')).toBe(42);
    expect(parseRouteId('0')).toBeUndefined();
    expect(parseRouteId('-3')).toBeUndefined();
    expect(parseRouteId('1.5')).toBeUndefined();
    expect(parseRouteId('abc')).toBeUndefined();
    expect(parseRouteId(undefined)).toBeUndefined();
  });
});

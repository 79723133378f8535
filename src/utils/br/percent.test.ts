// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers';
import { readPercent, shownPercent, typingPercent } from './percent';

describe('the percent mask', () => {
  it('writes one decimal and the % sign as it is typed, a minus for a reduction', () => {
    expect(typingPercent('4')).toBe('4%');
    expect(typingPercent('4,')).toBe('4,%');
    expect(typingPercent('4,55')).toBe('4,5%');
    expect(typingPercent('-10,5%')).toBe('-10,5%');
    expect(typingPercent('-')).toBe('-%');
    expect(typingPercent(',5')).toBe('0,5%');
    expect(typingPercent('007')).toBe('7%');
    expect(typingPercent('abc')).toBe('');
    expect(typingPercent('')).toBe('');
  });

  it('shows one decimal once left, and reads the number it holds', () => {
    expect(shownPercent('4%')).toBe('4,0%');
    expect(shownPercent('-2,5%')).toBe('-2,5%');
    expect(shownPercent('-%')).toBe('-%');
    expect(readPercent('4,5%')).toBe(4.5);
    expect(readPercent('-50,0%')).toBe(-50);
    expect(readPercent('100%')).toBe(100);
    expect(readPercent('-%')).toBeNull();
    expect(readPercent('')).toBeNull();
  });

  it('writes counts with a dot between thousands', () => {
    expect(formatCount(12_500)).toBe('12.500');
    expect(formatCount(1_204)).toBe('1.204');
    expect(formatCount(37)).toBe('37');
    expect(formatCount(0)).toBe('0');
  });
});

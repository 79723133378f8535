// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { pageLinks } from './pager';

describe('pageLinks', () => {
  it('shows five page links with the current one in the middle when it can, as PrimeReact Paginator did before the kit', () => {
    expect(pageLinks(1, 16)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(3, 16)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(8, 16)).toEqual([6, 7, 8, 9, 10]);
    expect(pageLinks(15, 16)).toEqual([12, 13, 14, 15, 16]);
    expect(pageLinks(16, 16)).toEqual([12, 13, 14, 15, 16]);
    expect(pageLinks(2, 3)).toEqual([1, 2, 3]);
    expect(pageLinks(1, 2)).toEqual([1, 2]);
  });
});

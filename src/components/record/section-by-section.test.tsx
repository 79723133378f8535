import { render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SectionBySection } from './section-by-section';

describe('SectionBySection', () => {
  it('draws all its children, in order, once the first has painted', async () => {
    const { container } = render(
      <SectionBySection>
        <section aria-label="Associação" />
        <section aria-label="Contato" />
        <section aria-label="Usuários" />
      </SectionBySection>,
    );
    expect(screen.getByRole('region', { name: 'Associação' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Usuários' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Contato' })).toBeInTheDocument();
    expect(container.querySelector('.record-page__loading')).toBeNull();
    expect([...container.querySelectorAll('section')].map((section) => section.getAttribute('aria-label'))).toEqual([
      'Associação',
      'Contato',
      'Usuários',
    ]);
  });

  it('holds the place of the others, hidden from assistive technology, before they are drawn', () => {
    // What the browser paints first: the render before effects run.
    const html = renderToStaticMarkup(
      <SectionBySection>
        <p>primeira</p>
        <p>segunda</p>
      </SectionBySection>,
    );
    expect(html).toBe('<p>primeira</p><div class="record-page__loading" aria-hidden="true"></div>');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Tag } from './tag';

describe('Tag', () => {
  it('shows its text, in the colour of its severity', () => {
    render(
      <>
        <Tag value="Ativo" severity="success" />
        <Tag value="Erro no envio" severity="danger" />
      </>,
    );
    expect(screen.getByText('Ativo').closest('.ui-tag')).toHaveClass('ui-tag--success');
    expect(screen.getByText('Erro no envio').closest('.ui-tag')).toHaveClass('ui-tag--danger');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './button';
import { IconLink, LinkButton } from './link-button';

const inRouter = (ui: React.ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('Button', () => {
  it('is a button named by its label, of type button unless said otherwise, and clicks', async () => {
    const onClick = vi.fn();
    render(
      <>
        <Button label="Adicionar usuário" icon="pi-plus" variant="outlined" onClick={onClick} />
        <Button type="submit" label="Entrar" />
      </>,
    );
    const adicionar = screen.getByRole('button', { name: 'Adicionar usuário' });
    expect(adicionar).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'Entrar' })).toHaveAttribute('type', 'submit');
    await userEvent.click(adicionar);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('while loading, says it is busy, shows a spinner in place of its icon and takes no second click', async () => {
    const onClick = vi.fn();
    const { rerender } = render(<Button label="Deletar" icon="pi-trash" severity="danger" onClick={onClick} />);
    const deletar = screen.getByRole('button', { name: 'Deletar' });
    expect(deletar).toBeEnabled();
    expect(deletar).not.toHaveAttribute('aria-busy');

    rerender(<Button label="Deletar" icon="pi-trash" severity="danger" onClick={onClick} loading />);
    expect(deletar).toBeDisabled();
    expect(deletar).toHaveAttribute('aria-busy', 'true');
    expect(deletar.querySelector('.pi-spinner')).not.toBeNull();
    expect(deletar.querySelector('.pi-trash')).toBeNull();
    await userEvent.click(deletar);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled, takes no click and keeps its name', async () => {
    const onClick = vi.fn();
    render(<Button label="Salvar alterações" disabled onClick={onClick} />);
    const salvar = screen.getByRole('button', { name: 'Salvar alterações' });
    expect(salvar).toBeDisabled();
    await userEvent.click(salvar);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('draws its variant, colour and size with the panel’s own classes', () => {
    render(<Button label="Desmarcar todos" variant="text" severity="danger" size="small" />);
    expect(screen.getByRole('button', { name: 'Desmarcar todos' })).toHaveClass(
      'ui-button',
      'ui-button--text',
      'ui-button--danger',
      'ui-button--small',
    );
  });
});

describe('LinkButton', () => {
  it('is a link to a route of the panel, named by its label', () => {
    inRouter(<LinkButton to="/associados/form/cadastro" label="Novo associado" icon="pi-plus" />);
    const link = screen.getByRole('link', { name: 'Novo associado' });
    expect(link).toHaveAttribute('href', '/associados/form/cadastro');
    expect(link).toHaveClass('ui-button');
  });

  it('leaves the panel only for an http(s) address, without a handle back to it', () => {
    inRouter(
      <>
        <LinkButton to="https://portal.exemplo.org.br/entrar" external label="Voltar ao login" />
        <LinkButton to="javascript:alert(1)" external label="Perigoso" />
      </>,
    );
    const portal = screen.getByRole('link', { name: 'Voltar ao login' });
    expect(portal).toHaveAttribute('href', 'https://portal.exemplo.org.br/entrar');
    expect(portal).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: 'Perigoso' })).toBeNull();
    expect(screen.getByText('Perigoso').closest('a')).not.toHaveAttribute('href');
  });
});

describe('IconButton and IconLink', () => {
  it('are named by their label alone, the icon hidden from assistive technology, the label shown on hover', async () => {
    const onClick = vi.fn();
    inRouter(
      <>
        <IconButton label="Inativar" icon="pi-ban" tone="danger" onClick={onClick} />
        <IconLink label="Editar" icon="pi-pencil" to="/usuarios/form/editar/1" />
      </>,
    );
    const inativar = screen.getByRole('button', { name: 'Inativar' });
    expect(inativar).toHaveAttribute('title', 'Inativar');
    expect(inativar).toHaveAttribute('type', 'button');
    expect(inativar.querySelector('.pi-ban')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.click(inativar);
    expect(onClick).toHaveBeenCalledTimes(1);

    const editar = screen.getByRole('link', { name: 'Editar' });
    expect(editar).toHaveAttribute('href', '/usuarios/form/editar/1');
    expect(editar).toHaveAttribute('title', 'Editar');
  });

  it('disabled, keeps its name but shows no hover text of its own', () => {
    render(<IconButton label="Deletar" icon="pi-trash" disabled />);
    const deletar = screen.getByRole('button', { name: 'Deletar' });
    expect(deletar).toBeDisabled();
    expect(deletar).not.toHaveAttribute('title');
  });
});

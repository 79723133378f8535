import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { RootLayout } from '@/app/root-layout';
import { useDialogs, type ConfirmOptions } from '@/components/dialogs';

/** Every answer the dialogs gave, in order, including those given after the screen went away. */
let answers: string[] = [];

/** A screen that asks the shared dialogs and shows what they answered. */
function Screen({ options }: { options: ConfirmOptions }) {
  const { confirm, alert } = useDialogs();
  const [answer, setAnswer] = useState('');
  const record = (text: string) => {
    answers.push(text);
    setAnswer(text);
  };
  return (
    <>
      <button type="button" onClick={async () => record(JSON.stringify(await confirm(options)))}>
        Perguntar
      </button>
      <button
        type="button"
        onClick={async () =>
          record(
            (await alert({
              type: 'success',
              title: 'Enviado!',
              description: 'Geração da senha enviado para o email.',
            })) ?? 'fechado',
          )
        }
      >
        Avisar sucesso
      </button>
      <button
        type="button"
        onClick={async () =>
          record((await alert({ type: 'error', title: 'Erro!', description: 'CPF ou senha incorretos.' })) ?? 'fechado')
        }
      >
        Avisar erro
      </button>
      <output aria-label="Resposta">{answer}</output>
    </>
  );
}

function renderScreen(options: ConfirmOptions) {
  answers = [];
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <h1>Entrar</h1> },
          { path: '/tela', element: <Screen options={options} /> },
        ],
      },
    ],
    { initialEntries: ['/tela'] },
  );
  render(<RouterProvider router={router} />);
  return { user: userEvent.setup(), router };
}

const answer = () => screen.getByRole('status', { name: 'Resposta' });

describe('confirm dialog', () => {
  it.each(['Deletar', 'Desmarcar'])('uses the danger style for %s and answers confirmed', async (confirmLabel) => {
    const { user } = renderScreen({
      title: 'Deletar remessa',
      description: 'Deseja mesmo deletar esta remessa?',
      confirmLabel,
    });
    await user.click(screen.getByRole('button', { name: 'Perguntar' }));

    const dialog = await screen.findByRole('dialog', { name: 'Deletar remessa' });
    expect(within(dialog).getByText('Deseja mesmo deletar esta remessa?')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Mensagem (opcional)')).not.toBeInTheDocument();
    const button = within(dialog).getByRole('button', { name: confirmLabel });
    expect(button).toHaveClass('ui-button--danger');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();

    await user.click(button);
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":true,"message":""}'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it.each(['Inativar', 'Ativar', 'Enviar', 'Gerar'])('uses the info style for %s', async (confirmLabel) => {
    const { user } = renderScreen({ title: 'Confirmação', confirmLabel });
    await user.click(screen.getByRole('button', { name: 'Perguntar' }));
    const button = within(await screen.findByRole('dialog', { name: 'Confirmação' })).getByRole('button', {
      name: confirmLabel,
    });
    expect(button).toHaveClass('ui-button--info');
    expect(button).not.toHaveClass('ui-button--danger');
  });

  it('answers not confirmed on Cancelar, and on Escape', async () => {
    const { user } = renderScreen({ title: 'Deletar usuário', confirmLabel: 'Deletar' });
    await user.click(screen.getByRole('button', { name: 'Perguntar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deletar usuário' })).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":false,"message":""}'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Perguntar' }));
    await screen.findByRole('dialog', { name: 'Deletar usuário' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answer()).toHaveTextContent('{"confirmed":false,"message":""}');
  });

  it('with a message, offers Mensagem (opcional) and returns what was typed', async () => {
    const { user } = renderScreen({ title: 'Reenviar remessa', confirmLabel: 'Reenviar', withMessage: true });
    await user.click(screen.getByRole('button', { name: 'Perguntar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reenviar remessa' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Mensagem (opcional)' }), 'Segue o boleto corrigido.');
    await user.click(within(dialog).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() => expect(answer()).toHaveTextContent('{"confirmed":true,"message":"Segue o boleto corrigido."}'));
  });

  it('starts with an empty message each time it opens', async () => {
    const { user } = renderScreen({ title: 'Reenviar remessa', confirmLabel: 'Reenviar', withMessage: true });
    await user.click(screen.getByRole('button', { name: 'Perguntar' }));
    await user.type(await screen.findByRole('textbox', { name: 'Mensagem (opcional)' }), 'rascunho');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Perguntar' }));
    expect(await screen.findByRole('textbox', { name: 'Mensagem (opcional)' })).toHaveValue('');
  });

  it('closes by itself, not confirmed, when the path becomes /', async () => {
    const { user, router } = renderScreen({ title: 'Deletar associado', confirmLabel: 'Deletar' });
    await user.click(screen.getByRole('button', { name: 'Perguntar' }));
    await screen.findByRole('dialog', { name: 'Deletar associado' });
    await router.navigate('/');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(answers).toEqual(['{"confirmed":false,"message":""}']);
  });

  it('a second question over a waiting one answers the first as not confirmed', async () => {
    const { user } = renderScreen({ title: 'Desmarcar todos', confirmLabel: 'Desmarcar' });
    await user.click(screen.getByRole('button', { name: 'Perguntar' }));
    await screen.findByRole('dialog', { name: 'Desmarcar todos' });
    // The page behind a modal is inert to the mouse; a screen can still ask again (e.g. after a timer).
    screen.getByRole('button', { name: 'Perguntar', hidden: true }).click();
    await waitFor(() => expect(answers).toEqual(['{"confirmed":false,"message":""}']));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Desmarcar todos' })).getByRole('button', { name: 'Desmarcar' }),
    );
    await waitFor(() =>
      expect(answers).toEqual(['{"confirmed":false,"message":""}', '{"confirmed":true,"message":""}']),
    );
  });
});

describe('alert dialog', () => {
  it.each([
    [
      'Avisar sucesso',
      'Enviado!',
      'Geração da senha enviado para o email.',
      'pi-check-circle',
      'app-alert__title--success',
    ],
    ['Avisar erro', 'Erro!', 'CPF ou senha incorretos.', 'pi-times-circle', 'app-alert__title--error'],
  ])(
    '%s: shows the title and text with its icon, and OK closes it',
    async (trigger, title, description, icon, titleClass) => {
      const { user } = renderScreen({ title: 'x', confirmLabel: 'x' });
      await user.click(screen.getByRole('button', { name: trigger }));
      const dialog = await screen.findByRole('dialog', { name: new RegExp(title) });
      expect(within(dialog).getByText(description)).toBeInTheDocument();
      expect(within(dialog).getByText(title)).toHaveClass(titleClass);
      expect(dialog.querySelector(`.${icon}`)).not.toBeNull();

      await user.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(answer()).toHaveTextContent('fechado');
    },
  );

  it('closes by itself when the path becomes /', async () => {
    const { user, router } = renderScreen({ title: 'x', confirmLabel: 'x' });
    await user.click(screen.getByRole('button', { name: 'Avisar erro' }));
    await screen.findByRole('dialog', { name: /Erro!/ });
    await router.navigate('/');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(answers).toEqual(['fechado']);
  });

  it('stays open on other paths', async () => {
    const { user, router } = renderScreen({ title: 'x', confirmLabel: 'x' });
    await user.click(screen.getByRole('button', { name: 'Avisar erro' }));
    await screen.findByRole('dialog', { name: /Erro!/ });
    // Once React has rendered the new address and run its effects, the dialog is still there.
    await act(() => router.navigate('/tela?outra=1'));
    expect(screen.getByRole('dialog', { name: /Erro!/ })).toBeInTheDocument();
  });
});

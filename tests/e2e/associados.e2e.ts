import type { Page } from '@playwright/test';
import { expect, test, typeDate } from '../browser/fixtures';

const section = (page: Page, name: string) => page.getByRole('region', { name });
const usuarioBlock = (page: Page, position: number) => page.getByRole('group', { name: `Usuário ${position}` });

/** Types in a list's search box (the list reloads after its debounce). */
async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

test.describe('associates and users journeys', () => {
  test('registers an associate with two users (CEP lookup included), finds it, reads, edits and deletes it', async ({
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn();
    await page.getByRole('link', { name: 'Novo associado' }).click();
    await expect(page).toHaveURL(/\/associados\/form\/cadastro$/);
    await expect(page.getByRole('heading', { name: 'Novo associado', level: 1 })).toBeVisible();

    const associacao = section(page, 'Associação');
    await associacao.getByLabel('Nome', { exact: true }).fill('Cartório Jornada E2E');
    await associacao.getByLabel('CPF/CNPJ').pressSequentially('11222333000181');
    await expect(associacao.getByLabel('CPF/CNPJ')).toHaveValue('11.222.333/0001-81');
    await associacao.getByLabel('Tipo de associado').selectOption({ label: 'Associados' });
    await typeDate(page, associacao.getByLabel('Data de associação'), '10022020');
    await expect(associacao.getByLabel('Data de associação')).toHaveValue('10/02/2020');
    await associacao.getByLabel('Nome do cartório').fill('1º Tabelionato Jornada');
    await associacao.getByLabel('CNPJ do cartório').pressSequentially('11444777000161');
    await associacao.getByLabel('CNS').pressSequentially('123456');
    const mensalidade = section(page, 'Informações de cobrança').getByLabel('Mensalidade');
    await mensalidade.click();
    await mensalidade.pressSequentially('480');
    await section(page, 'Contato').getByLabel('Telefone').pressSequentially('1132345678');
    await section(page, 'Contato').getByLabel('E-mail').fill('jornada@cartorio-e2e.com.br');

    const endereco = section(page, 'Endereço');
    await endereco.getByLabel('CEP').pressSequentially('01310100');
    await page.keyboard.press('Tab');
    await expect(endereco.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
    await expect(endereco.getByLabel('Bairro')).toHaveValue('Bela Vista');
    await expect(endereco.getByLabel('Cidade')).toHaveValue('São Paulo');
    await endereco.getByLabel('Número').fill('1578');

    const primeiro = usuarioBlock(page, 1);
    await primeiro.getByLabel('Nome').fill('Ana Jornada');
    await primeiro.getByLabel('Login').fill('ana.jornada');
    await primeiro.getByLabel('E-mail').fill('ana@cartorio-e2e.com.br');
    await typeDate(page, primeiro.getByLabel('Data de nascimento'), '03041985');
    await primeiro.getByLabel('Telefone').pressSequentially('11987654321');
    await page.getByRole('button', { name: 'Adicionar usuário' }).click();
    const segundo = usuarioBlock(page, 2);
    await segundo.getByLabel('Nome').fill('Bruno Jornada');
    await segundo.getByLabel('Login').fill('bruno.jornada');
    await segundo.getByLabel('E-mail').fill('bruno@cartorio-e2e.com.br');
    await typeDate(page, segundo.getByLabel('Data de nascimento'), '25121990');
    await segundo.getByLabel('Telefone').pressSequentially('1133334444');

    await page.getByRole('button', { name: 'Cadastrar associado' }).click();
    await expect(page).toHaveURL(/\/associados\/form\/cadastrado$/);
    await expect(page.getByText('O cadastro do associado foi realizado com sucesso.')).toBeVisible();

    // Find it in the list and open its detail page.
    await page.getByRole('link', { name: 'Ver lista de associados' }).click();
    await expect(page).toHaveURL(/\/listas\?type=associates$/);
    await search(page, 'Pesquisar associados', 'Cartório Jornada E2E');
    const row = page.getByRole('row').filter({ hasText: 'Cartório Jornada E2E' });
    await expect(row).toBeVisible();
    await expect(row).toContainText('11.222.333/0001-81');
    await row.getByRole('link', { name: 'Ver informações' }).click();
    await expect(page).toHaveURL(/\/associados\/info\//);
    await expect(section(page, 'Associação').getByText('Cartório Jornada E2E')).toBeVisible();
    const usuarios = page.getByRole('table', { name: 'Usuários do associado' });
    await expect(usuarios.getByText('ana.jornada')).toBeVisible();
    await expect(usuarios.getByText('bruno.jornada')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Últimas remessas do associado' })).toContainText(
      'Este associado ainda não participa de nenhuma remessa.',
    );

    // Edit: the logins are locked now; change the number and save.
    await page.getByRole('link', { name: 'Editar informações' }).click();
    await expect(page.getByRole('heading', { name: 'Editar associado' })).toBeVisible();
    await expect(usuarioBlock(page, 1).getByLabel('Login')).toBeDisabled();
    await section(page, 'Endereço').getByLabel('Número').fill('2000');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page).toHaveURL(/\/listas\?type=associates$/);

    await search(page, 'Pesquisar associados', 'Cartório Jornada E2E');
    await page
      .getByRole('row')
      .filter({ hasText: 'Cartório Jornada E2E' })
      .getByRole('link', { name: 'Ver informações' })
      .click();
    await page.getByRole('button', { name: 'Endereço' }).click();
    await expect(section(page, 'Endereço').getByText('2000', { exact: true })).toBeVisible();

    // Delete it.
    await page.getByRole('button', { name: 'Deletar associado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deletar associado' });
    await dialog.getByRole('button', { name: 'Deletar' }).click();
    await expect(page).toHaveURL(/\/listas\?type=associates$/);
    await search(page, 'Pesquisar associados', 'Cartório Jornada E2E');
    await expect(page.getByText('Nenhum associado encontrado.')).toBeVisible();

    expect(errors).toEqual([]);
  });

  test('creates a management user and edits it', async ({ openSignedIn }) => {
    const { page, errors } = await openSignedIn();
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await expect(page).toHaveURL(/\/listas\?type=users$/);
    await page.getByRole('link', { name: 'Novo usuário' }).click();
    await expect(page.getByRole('heading', { name: 'Novo usuário' })).toBeVisible();
    await expect(page.getByText(/A senha do usuário é gerada automaticamente/)).toBeVisible();
    await page.getByLabel('Nome', { exact: true }).fill('Usuária Jornada');
    await page.getByLabel('E-mail', { exact: true }).fill('usuaria.jornada@anoreg.org.br');
    await page.getByLabel('CPF', { exact: true }).pressSequentially('52998224725');
    await expect(page.getByLabel('CPF', { exact: true })).toHaveValue('529.982.247-25');
    await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
    await expect(page).toHaveURL(/\/listas\?type=users$/);

    await search(page, 'Pesquisar usuários', 'Usuária Jornada');
    const row = page.getByRole('row').filter({ hasText: 'usuaria.jornada@anoreg.org.br' });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Ações de Usuária Jornada' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await expect(page.getByRole('heading', { name: 'Edição do usuário' })).toBeVisible();
    await expect(page.getByLabel('CPF', { exact: true })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Salvar alterações' })).toBeDisabled();
    await page.getByLabel('Nome', { exact: true }).fill('Usuária Jornada Editada');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(page).toHaveURL(/\/listas\?type=users$/);

    await search(page, 'Pesquisar usuários', 'Jornada Editada');
    await expect(page.getByRole('row').filter({ hasText: 'Usuária Jornada Editada' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openSignedIn, typeDate, useBrowser } from './fixtures';

const section = (page: Page, name: string) => page.getByRole('region', { name });
const usuarioBlock = (page: Page, position: number) => page.getByRole('group', { name: `Usuário ${position}` });

/** Types in a list's search box (the list reloads after its debounce). */
async function search(page: Page, label: string, text: string) {
  await page.getByRole('searchbox', { name: label }).fill(text);
}

describe('associates and users journeys', () => {
  const browser = useBrowser();

  it('registers an associate with two users (CEP lookup included), finds it, reads, edits and deletes it', async () => {
    const { page, context, errors } = await openSignedIn(browser);
    await page.getByRole('link', { name: 'Novo associado' }).click();
    await page.waitForURL('**/associados/form/cadastro');
    await page.getByRole('heading', { name: 'Novo associado', level: 1 }).waitFor();

    const associacao = section(page, 'Associação');
    await associacao.getByLabel('Nome', { exact: true }).fill('Cartório Jornada E2E');
    await associacao.getByLabel('CPF/CNPJ').pressSequentially('11222333000181');
    expect(await associacao.getByLabel('CPF/CNPJ').inputValue()).toBe('11.222.333/0001-81');
    await associacao.getByLabel('Tipo de associado').selectOption({ label: 'Associados' });
    await typeDate(page, associacao.getByLabel('Data de associação'), '10022020');
    expect(await associacao.getByLabel('Data de associação').inputValue()).toBe('10/02/2020');
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
    await expect.poll(() => endereco.getByLabel('Logradouro').inputValue()).toBe('Avenida Paulista');
    expect(await endereco.getByLabel('Bairro').inputValue()).toBe('Bela Vista');
    expect(await endereco.getByLabel('Cidade').inputValue()).toBe('São Paulo');
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
    await page.waitForURL('**/associados/form/cadastrado');
    await page.getByText('O cadastro do associado foi realizado com sucesso.').waitFor();

    // Find it in the list and open its detail page.
    await page.getByRole('link', { name: 'Ver lista de associados' }).click();
    await page.waitForURL('**/listas?type=associates');
    await search(page, 'Pesquisar associados', 'Cartório Jornada E2E');
    const row = page.getByRole('row').filter({ hasText: 'Cartório Jornada E2E' });
    await row.waitFor();
    expect(await row.textContent()).toContain('11.222.333/0001-81');
    await row.getByRole('link', { name: 'Ver informações' }).click();
    await page.waitForURL('**/associados/info/**');
    await section(page, 'Associação').getByText('Cartório Jornada E2E').waitFor();
    const usuarios = page.getByRole('table', { name: 'Usuários do associado' });
    await usuarios.getByText('ana.jornada').waitFor();
    await usuarios.getByText('bruno.jornada').waitFor();
    expect(await page.getByRole('table', { name: 'Últimas remessas do associado' }).textContent()).toContain(
      'Este associado ainda não participa de nenhuma remessa.',
    );

    // Edit: the logins are locked now; change the number and save.
    await page.getByRole('link', { name: 'Editar informações' }).click();
    await page.getByRole('heading', { name: 'Editar associado' }).waitFor();
    expect(await usuarioBlock(page, 1).getByLabel('Login').isDisabled()).toBe(true);
    await section(page, 'Endereço').getByLabel('Número').fill('2000');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.waitForURL('**/listas?type=associates');

    await search(page, 'Pesquisar associados', 'Cartório Jornada E2E');
    await page
      .getByRole('row')
      .filter({ hasText: 'Cartório Jornada E2E' })
      .getByRole('link', { name: 'Ver informações' })
      .click();
    await page.getByRole('button', { name: 'Endereço' }).click();
    await section(page, 'Endereço').getByText('2000', { exact: true }).waitFor();

    // Delete it.
    await page.getByRole('button', { name: 'Deletar associado' }).click();
    const dialog = page.getByRole('dialog', { name: 'Deletar associado' });
    await dialog.getByRole('button', { name: 'Deletar' }).click();
    await page.waitForURL('**/listas?type=associates');
    await search(page, 'Pesquisar associados', 'Cartório Jornada E2E');
    await page.getByText('Nenhum associado encontrado.').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('creates a management user and edits it', async () => {
    const { page, context, errors } = await openSignedIn(browser);
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await page.waitForURL('**/listas?type=users');
    await page.getByRole('link', { name: 'Novo usuário' }).click();
    await page.getByRole('heading', { name: 'Novo usuário' }).waitFor();
    await page.getByText(/A senha do usuário é gerada automaticamente/).waitFor();
    await page.getByLabel('Nome', { exact: true }).fill('Usuária Jornada');
    await page.getByLabel('E-mail', { exact: true }).fill('usuaria.jornada@anoreg.org.br');
    await page.getByLabel('CPF', { exact: true }).pressSequentially('52998224725');
    expect(await page.getByLabel('CPF', { exact: true }).inputValue()).toBe('529.982.247-25');
    await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
    await page.waitForURL('**/listas?type=users');

    await search(page, 'Pesquisar usuários', 'Usuária Jornada');
    const row = page.getByRole('row').filter({ hasText: 'usuaria.jornada@anoreg.org.br' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Ações de Usuária Jornada' }).click();
    await page.getByRole('menuitem', { name: 'Editar' }).click();
    await page.getByRole('heading', { name: 'Edição do usuário' }).waitFor();
    expect(await page.getByLabel('CPF', { exact: true }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Salvar alterações' }).isDisabled()).toBe(true);
    await page.getByLabel('Nome', { exact: true }).fill('Usuária Jornada Editada');
    await page.getByRole('button', { name: 'Salvar alterações' }).click();
    await page.waitForURL('**/listas?type=users');

    await search(page, 'Pesquisar usuários', 'Jornada Editada');
    await page.getByRole('row').filter({ hasText: 'Usuária Jornada Editada' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

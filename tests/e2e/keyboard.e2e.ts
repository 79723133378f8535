import { addDays } from 'date-fns/addDays';
import { format } from 'date-fns/format';
import type { Locator, Page } from '@playwright/test';
import { bodyRows, described, expect, test, typeDateKeys } from '../browser/fixtures';

/**
 * The panel without a mouse: only Tab, Shift+Tab, Enter, Space, Escape, arrow keys and typing.
 * Every stop of the focus must show it (the panel's outline), dialogs keep the focus
 * inside and give it back to what opened them, and errors reach screen readers.
 */

interface FocusState {
  /** Something other than the page itself has the focus. */
  focused: boolean;
  /** It shows: the panel's focus outline (2 px or more), on a box that has a size. */
  shown: boolean;
  what: string;
}

/** What has the focus and whether the user can see where it is. */
function focusState(page: Page): Promise<FocusState> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { focused: false, shown: false, what: 'a página' };
    // PrimeReact's dropdowns keep the focus in a visually hidden input: the widget around it shows it.
    const visual =
      (element.closest('.p-hidden-accessible') ? element.closest<HTMLElement>('.p-dropdown') : null) ?? element;
    const style = getComputedStyle(visual);
    const outline =
      style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
    const box = visual.getBoundingClientRect();
    const name = element.getAttribute('aria-label') ?? element.id ?? '';
    return {
      focused: true,
      shown: outline && box.width > 0 && box.height > 0,
      what: `<${element.tagName.toLowerCase()}> ${name} ${(element.textContent ?? '').trim().slice(0, 40)}`.trim(),
    };
  });
}

const hasFocus = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/**
 * Presses `key` and expects the focus to land somewhere visible. Past the last element Tab leaves
 * the page for the browser's own controls (the page itself reads as focused): `allowLeaving`.
 */
async function press(page: Page, key: string, { allowLeaving = false } = {}): Promise<FocusState> {
  await page.keyboard.press(key);
  const state = await focusState(page);
  if (allowLeaving && !state.focused) return state;
  expect(state.shown, `depois de ${key}, o foco está em ${state.what} e não aparece`).toBe(true);
  return state;
}

/** Tabs (or Shift+Tabs) until `target` has the focus, checking that every stop on the way shows it. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}) {
  if (await hasFocus(target)) return;
  let leftThePage = 0;
  for (let step = 0; step < max; step++) {
    // The stop as `press` read it: each read of the page is a round trip, a hundred in a journey.
    const stop = await press(page, backwards ? 'Shift+Tab' : 'Tab', { allowLeaving: leftThePage === 0 });
    if (!stop.focused) leftThePage++;
    if (await hasFocus(target)) return;
  }
  throw new Error(`Tab não chegou a ${target} em ${max} passos.`);
}

/** What a field shows once `text` is typed into it empty: the text, or its digits in the field's mask. */
const shownAfterTyping = (text: string) =>
  /^\d+$/.test(text) ? new RegExp(`^\\D*${[...text].join('\\D*')}\\D*$`) : text;

/**
 * Tabs to a field and types into it. The masks place the caret as they format what is typed
 * (MaskedInput), not on a timer after the focus: typing may start once the field has the focus,
 * and the field then showing every keystroke says none went astray.
 */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  if ((await field.getAttribute('placeholder')) === 'dd/mm/aaaa') return typeDateKeys(page, field, text);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(shownAfterTyping(text));
}

/** Tabs to a select and moves its choice to `option` with the arrows (the browser's own select). */
async function chooseByKeyboard(page: Page, field: Locator, option: string) {
  await tabTo(page, field);
  const chosen = () => field.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent);
  for (let step = 0; step < 40 && (await chosen()) !== option; step++) await page.keyboard.press('ArrowDown');
  await expect(field.locator('option:checked')).toHaveText(option);
}

/** Tabs `times` times and expects the focus to stay inside `container` (a dialog's focus trap). */
async function expectFocusTrapped(page: Page, container: Locator, key: 'Tab' | 'Shift+Tab', times: number) {
  for (let step = 0; step < times; step++) {
    await press(page, key);
    expect(
      await container.evaluate((element) => element.contains(document.activeElement)),
      `${key} nº ${step + 1} saiu do diálogo`,
    ).toBe(true);
  }
}

const region = (page: Page, name: string) => page.getByRole('region', { name });
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });

test.describe('the panel with the keyboard only', () => {
  test('signs in, opens the lists, registers an associate and sends a remessa without a mouse', async ({
    openPage,
  }) => {
    const { page, errors } = await openPage();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();

    // Sign in.
    await typeInto(page, page.getByLabel('CPF'), '11144477735');
    await typeInto(page, page.getByLabel('Senha', { exact: true }), 'demo123');
    await tabTo(page, page.getByRole('button', { name: 'Entrar' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/listas/);
    await expect(bodyRows(page, 'Associados').first()).toBeVisible();

    // The tabs: arrows move between them and the list follows.
    await tabTo(page, page.getByRole('tab', { name: 'Associados' }));
    await press(page, 'ArrowRight');
    await expect(page.getByRole('tab', { name: 'Remessas' })).toBeFocused();
    await expect(bodyRows(page, 'Remessas').first()).toBeVisible();
    await press(page, 'ArrowRight');
    await expect(bodyRows(page, 'Usuários').first()).toBeVisible();
    await press(page, 'Home');
    await expect(bodyRows(page, 'Associados').first()).toBeVisible();
    await expect(page).toHaveURL((url) => url.searchParams.get('type') === 'associates');

    // A new associate.
    await tabTo(page, page.getByRole('link', { name: 'Novo associado' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Novo associado', level: 1 })).toBeVisible();
    const associacao = region(page, 'Associação');
    await typeInto(page, associacao.getByLabel('Nome', { exact: true }), 'Cartório do Teclado');
    await typeInto(page, associacao.getByLabel('CPF/CNPJ'), '11222333000181');
    await chooseByKeyboard(page, associacao.getByLabel('Tipo de associado'), 'Associados');
    await typeInto(page, associacao.getByLabel('Data de associação'), '10022020');
    await typeInto(page, associacao.getByLabel('Nome do cartório'), '1º Tabelionato do Teclado');
    await typeInto(page, associacao.getByLabel('CNPJ do cartório'), '11444777000161');
    await typeInto(page, region(page, 'Informações de cobrança').getByLabel('Mensalidade'), '350');
    await typeInto(page, region(page, 'Contato').getByLabel('Telefone'), '1132345678');
    await typeInto(page, region(page, 'Contato').getByLabel('E-mail'), 'contato@cartorio-teclado.com.br');
    const endereco = region(page, 'Endereço');
    await typeInto(page, endereco.getByLabel('CEP'), '01310100');
    await press(page, 'Tab');
    await expect(endereco.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');
    await typeInto(page, endereco.getByLabel('Número'), '900');
    const usuario = page.getByRole('group', { name: 'Usuário 1' });
    await typeInto(page, usuario.getByLabel('Nome'), 'Usuária do Teclado');
    await typeInto(page, usuario.getByLabel('Login'), 'usuaria.teclado');
    await typeInto(page, usuario.getByLabel('E-mail'), 'usuaria@cartorio-teclado.com.br');
    await typeInto(page, usuario.getByLabel('Data de nascimento'), '03041985');
    await typeInto(page, usuario.getByLabel('Telefone'), '11987654321');
    await tabTo(page, page.getByRole('button', { name: 'Cadastrar associado' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/associados\/form\/cadastrado$/);
    await expect(page.getByText('O cadastro do associado foi realizado com sucesso.')).toBeVisible();

    // Back to the lists, the Remessas tab, a new remessa.
    await tabTo(page, page.getByRole('link', { name: 'Ver lista de associados' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/listas\?type=associates$/);
    await tabTo(page, page.getByRole('tab', { name: 'Associados' }));
    await press(page, 'ArrowRight');
    await expect(bodyRows(page, 'Remessas').first()).toBeVisible();
    await tabTo(page, page.getByRole('link', { name: 'Nova remessa' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Nova remessa' })).toBeVisible();
    // The fields in the spec's order: Tipo de remessa, Nome, Descrição, (Parágrafo), Valor, Data de vencimento, Pagantes.
    await chooseByKeyboard(page, page.getByLabel('Tipo de remessa', { exact: true }), 'Avulsa');
    await typeInto(page, page.getByLabel('Nome', { exact: true }), 'Remessa do teclado');
    await typeInto(page, page.getByLabel('Descrição', { exact: true }), 'Taxa enviada só com o teclado');
    await typeInto(page, page.getByLabel('Valor da remessa'), '120');
    await typeInto(page, page.getByLabel('Data de vencimento'), format(addDays(new Date(), 15), 'ddMMyyyy'));
    await chooseByKeyboard(page, page.getByLabel('Pagantes', { exact: true }), 'Associados');
    await tabTo(page, page.getByRole('button', { name: 'Cadastrar remessa' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/remessas\/info\/\d+$/);
    await expect(page.getByText('Nenhum associado nesta remessa.')).toBeVisible();

    // Two associates from the dialog, chosen with Space.
    const abrirAdicionar = page.getByRole('button', { name: 'Adicionar associado' });
    await tabTo(page, abrirAdicionar);
    await page.keyboard.press('Enter');
    const adicionar = dialog(page, /Adicionar associado à remessa/);
    await expect(bodyRows(adicionar, 'Associados disponíveis').first()).toBeVisible();
    await expect.poll(() => adicionar.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const escolhas = bodyRows(adicionar, 'Associados disponíveis')
      .filter({ hasNotText: 'dominio-invalido' })
      .getByRole('checkbox');
    for (const index of [0, 1]) {
      await tabTo(page, escolhas.nth(index));
      await page.keyboard.press('Space');
      await expect(escolhas.nth(index)).toBeChecked();
    }
    await expect(adicionar.getByText('2 associados selecionados')).toBeVisible();
    await tabTo(page, adicionar.getByRole('button', { name: 'Adicionar', exact: true }));
    await page.keyboard.press('Enter');
    await expect(adicionar).toBeHidden();
    await expect(bodyRows(page, 'Associados da remessa')).toHaveCount(2);

    // Send it: the confirmation keeps the focus inside, then the success alert.
    await tabTo(page, page.getByRole('button', { name: 'Iniciar envio' }));
    await page.keyboard.press('Enter');
    const confirmacao = dialog(page, 'Iniciar envio');
    await expect(confirmacao).toBeVisible();
    await expect(confirmacao.getByRole('button', { name: 'Iniciar envio' })).toBeFocused();
    await expectFocusTrapped(page, confirmacao, 'Tab', 5);
    await expectFocusTrapped(page, confirmacao, 'Shift+Tab', 5);
    await tabTo(page, confirmacao.getByRole('button', { name: 'Iniciar envio' }));
    await page.keyboard.press('Enter');
    const sucesso = dialog(page, /Sucesso!/);
    await expect(sucesso.getByText('Remessa adicionada à fila de envio.', { exact: false })).toBeVisible();
    await expect(sucesso.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(sucesso).toBeHidden();
    await expect(described(page, 'Situação')).not.toHaveText('Em preparação', { timeout: 20_000 });

    expect(errors).toEqual([]);
  });

  test("says where the person is: each page's own title, the focus on its heading after signing in, a link, Editar and going back", async ({
    openPage,
  }) => {
    const { page, errors } = await openPage();
    const heading = (name: string) => page.getByRole('heading', { level: 1, name });
    /** The new page is announced: its heading has the focus, and the title names it. */
    const expectAnnounced = async (name: string) => {
      await expect(heading(name)).toBeVisible();
      await expect(heading(name)).toBeFocused();
      await expect(page).toHaveTitle(new RegExp(`^${name}( — .+)? · Painel da Associação$`));
    };
    await expect(heading('Entrar')).toBeVisible();
    await expect(page).toHaveTitle('Entrar · Painel da Associação');

    // The first stop of Tab goes straight to the content, and shows where it is.
    await press(page, 'Tab');
    const pular = page.getByRole('link', { name: 'Ir para o conteúdo' });
    await expect(pular).toBeFocused();
    expect((await pular.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Enter');
    await press(page, 'Tab');
    await expect(page.getByLabel('CPF')).toBeFocused();

    // Signing in.
    await page.keyboard.type('11144477735');
    await typeInto(page, page.getByLabel('Senha', { exact: true }), 'demo123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/listas/);
    await expectAnnounced('Listas');
    // The next Tab goes on from the page's content, not from the top.
    await expect(bodyRows(page, 'Associados').first()).toBeVisible();
    await press(page, 'Tab');
    await expect(page.getByRole('tab', { name: 'Associados' })).toBeFocused();

    // Access keys: the menu (Alt+2), the content (Alt+1), the search (Alt+3); in the search box, where
    // keys type, the page leaves them to the browser's own accesskey.
    await page.keyboard.press('Alt+2');
    await expect(page.getByRole('navigation', { name: 'Painel' })).toBeFocused();
    await page.keyboard.press('Alt+1');
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Alt+3');
    await expect(page.getByRole('searchbox')).toBeFocused();

    // A link to an associate's page, Editar, and back twice.
    const associado = bodyRows(page, 'Associados').first();
    // The first cell holds the row's checkbox.
    const nome = (await associado.getByRole('cell').nth(1).textContent())!.trim();
    await tabTo(page, associado.getByRole('link', { name: 'Ver informações' }));
    await page.keyboard.press('Enter');
    await expectAnnounced('Informações do associado');
    await expect(page).toHaveTitle(`Informações do associado — ${nome} · Painel da Associação`);
    await tabTo(page, page.getByRole('link', { name: 'Editar informações' }));
    await page.keyboard.press('Enter');
    await expectAnnounced('Editar associado');
    await page.goBack();
    await expectAnnounced('Informações do associado');
    await page.goBack();
    await expectAnnounced('Listas');

    // Arrecadação from the menu, a month, one of its remessas, and back.
    await page.keyboard.press('Alt+2');
    await tabTo(page, page.getByRole('link', { name: 'Arrecadação' }));
    await page.keyboard.press('Enter');
    await expectAnnounced('Arrecadação');
    const meses = page.getByRole('table', { name: 'Arrecadação por mês' });
    const mes = meses.getByRole('button').nth(10);
    await tabTo(page, mes);
    await page.keyboard.press('Enter');
    const nomeDoMes = (await mes.textContent())!.trim();
    const remessas = page.getByRole('table', { name: `Remessas de ${nomeDoMes}` });
    await expect(bodyRows(page, `Remessas de ${nomeDoMes}`).first()).toBeVisible();
    await tabTo(page, remessas.getByRole('link', { name: 'Ver informações' }).first());
    await page.keyboard.press('Enter');
    await expectAnnounced('Informações da remessa');
    await page.goBack();
    await expectAnnounced('Arrecadação');
    await expect(meses.getByRole('button', { name: nomeDoMes, pressed: true })).toHaveCount(1);

    // The Acessibilidade page, from the footer.
    await tabTo(page, page.getByRole('contentinfo').getByRole('link', { name: 'Acessibilidade' }));
    await page.keyboard.press('Enter');
    await expectAnnounced('Acessibilidade');

    expect(errors).toEqual([]);
  });

  test('dialogs keep the focus inside and give it back to the button that opened them', async ({ openPage }) => {
    const { page, errors } = await openPage();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await typeInto(page, page.getByLabel('CPF'), '11144477735');
    await typeInto(page, page.getByLabel('Senha', { exact: true }), 'demo123');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/listas/);
    await expect(bodyRows(page, 'Associados').first()).toBeVisible();

    // The shared confirm dialog, closed with Escape.
    const alternar = bodyRows(page, 'Associados')
      .first()
      .getByRole('button', { name: /^(Inativar|Ativar)$/ });
    await tabTo(page, alternar);
    await page.keyboard.press('Enter');
    const confirmacao = dialog(page, /associado$/);
    await expect(confirmacao).toBeVisible();
    await expectFocusTrapped(page, confirmacao, 'Tab', 4);
    await page.keyboard.press('Escape');
    await expect(confirmacao).toBeHidden();
    await expect(alternar).toBeFocused();

    // A row menu item opens a confirm, then the success alert: the focus ends on the menu button.
    await tabTo(page, page.getByRole('tab', { name: 'Associados' }), { backwards: true });
    await press(page, 'End');
    await expect(bodyRows(page, 'Usuários').first()).toBeVisible();
    const menu = bodyRows(page, 'Usuários')
      .first()
      .getByRole('button', { name: /^Ações de / });
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    const gerarNovaSenha = page.getByRole('menuitem', { name: 'Gerar nova senha' });
    for (let step = 0; step < 3 && !(await hasFocus(gerarNovaSenha)); step++) await press(page, 'ArrowDown');
    await expect(gerarNovaSenha).toBeFocused();
    await page.keyboard.press('Enter');
    const gerar = dialog(page, 'Gerar nova senha');
    await expect(gerar).toBeVisible();
    await page.keyboard.press('Enter');
    const enviado = dialog(page, /Enviado!/);
    await expect(enviado).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(enviado).toBeHidden();
    await expect(menu).toBeFocused();

    // The demo mailbox.
    const caixa = page.getByRole('button', { name: 'Caixa de e-mails' });
    await tabTo(page, caixa);
    await page.keyboard.press('Enter');
    const mailbox = dialog(page, 'Caixa de e-mails');
    await expect(mailbox).toBeVisible();
    await expectFocusTrapped(page, mailbox, 'Tab', 4);
    await page.keyboard.press('Escape');
    await expect(mailbox).toBeHidden();
    await expect(caixa).toBeFocused();

    expect(errors).toEqual([]);
  });

  test('announces errors: the first invalid field gets the focus, is marked invalid and described by its message', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Entrar' }));
    await page.keyboard.press('Enter');
    const cpf = page.getByLabel('CPF');
    await expect(cpf).toBeFocused();
    const descriptions = async (field: Locator) => {
      const ids = (await field.getAttribute('aria-describedby'))?.split(' ') ?? [];
      return Promise.all(
        ids.map((id) =>
          page
            .locator(`[id="${id}"]`)
            .evaluate((element) => ({ role: element.getAttribute('role'), text: element.textContent })),
        ),
      );
    };
    await expect(cpf).toHaveAttribute('aria-invalid', 'true');
    await expect.poll(() => descriptions(cpf)).toEqual([{ role: 'alert', text: 'CPF é obrigatório.' }]);
    const senha = page.getByLabel('Senha', { exact: true });
    await expect.poll(() => descriptions(senha)).toEqual([{ role: 'alert', text: 'Senha é obrigatória.' }]);

    // A wrong password: the error alert takes the focus on its OK button; Enter closes it.
    await typeInto(page, cpf, '11144477735');
    await typeInto(page, senha, 'errada');
    await page.keyboard.press('Enter');
    const erro = dialog(page, /Erro!/);
    await expect(erro.getByText('CPF ou senha incorretos.')).toBeVisible();
    await expect(erro).toHaveAttribute('aria-describedby', /./);
    await expect(erro.getByRole('button', { name: 'OK' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(erro).toBeHidden();
  });
});

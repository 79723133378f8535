import { db } from '@mocks/db';
import { byName } from '@mocks/lib/search';
import { SituacaoRemessaId } from '@/generated/model';
import { formatMoney } from '@/utils/br/money';
import type { EnginePage } from '../../browser/engine-page';
import { expect, test } from '../../browser/engines';
import { escapeRegExp } from '../../browser/fixtures';
import { expectedLine, mesAtras, TABLE as ARRECADACAO } from '../arrecadacao-helpers';
import { ANA_NOME, RESTORED_PAGES, RESTORED_PAGES_PROBE, SIGNED_IN_TEXT, type RestoredPage } from './back-forward';

/**
 * What a person does with the panel, in Firefox and in WebKit (projects `firefox` and `webkit`), on
 * the live build under nginx's own headers, the mock server behind it: each engine through its own
 * client (tests/browser/engine-page.ts), elements found by role and name.
 */

/** Signs in as the demo's manager, typing the CPF digit by digit into its mask. */
async function signIn(page: EnginePage) {
  await page.goto('/');
  await page.find({ role: 'heading', name: 'Entrar' });
  const cpf = await page.find({ role: 'textbox', name: 'CPF' });
  await cpf.type('11144477735');
  expect(await cpf.value()).toBe('111.444.777-35');
  await (await page.find({ label: 'Senha' })).type('demo123');
  await (await page.find({ role: 'button', name: 'Entrar' })).click();
  await page.find({ role: 'table', name: 'Associados' });
}

/** Types `keys` into the field named `name` within `scope`, and checks what its mask shows. */
async function typeInto(scope: Pick<EnginePage, 'find'>, name: string, keys: string, shown = keys) {
  const field = await scope.find({ role: 'textbox', name });
  await field.type(keys);
  expect(await field.value()).toBe(shown);
}

test.describe('the panel in another engine, on the live build under nginx', () => {
  test('signs in with the CPF typed into its mask, opens a remessa with its payers and Arrecadação with the server’s sums', async ({
    enginePage: page,
  }) => {
    await signIn(page);
    await expect
      .poll(async () => (await (await page.find({ role: 'table', name: 'Associados' })).rows()).length)
      .toBe(10);

    const { remessaId } = db.vinculos.findFirst((q) =>
      q.where((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO && v.pagamentoGiroId !== null),
    )!;
    const pagantes = db.vinculos.findMany((q) => q.where({ remessaId }));
    await page.goto(`/remessas/info/${remessaId}`);
    const rows = await (await page.find({ role: 'table', name: 'Associados da remessa' })).rows();
    expect(rows).toHaveLength(Math.min(10, pagantes.length));
    for (const [nome, , , valor] of rows) {
      const pagante = pagantes.find(
        (v) => db.associados.findFirst((q) => q.where({ associadoId: v.associadoId }))!.nome === nome,
      );
      expect(pagante && formatMoney(pagante.valorPagamento), nome).toBe(valor);
    }

    await (await page.find({ role: 'link', name: 'Arrecadação' })).click();
    const mes = mesAtras(1);
    await expect
      .poll(async () => {
        const lines = await (await page.find({ role: 'table', name: ARRECADACAO })).rows();
        return lines.find(([first]) => first === mes)?.slice(0, 5);
      })
      .toEqual(expectedLine(mes));
  });

  test('registers an associate: masks, a select, dates, R$ and the CEP filling the address', async ({
    enginePage: page,
  }) => {
    const nome = `Cartório de ${page.engine}`;
    await signIn(page);
    await (await page.find({ role: 'link', name: 'Novo associado' })).click();
    await page.find({ role: 'heading', name: 'Novo associado' });
    const associacao = await page.find({ role: 'region', name: 'Associação' });
    await typeInto(associacao, 'Nome', nome);
    await typeInto(associacao, 'CPF/CNPJ', '11222333000181', '11.222.333/0001-81');
    await (await associacao.find({ role: 'combobox', name: 'Tipo de associado' })).select('Associados');
    await typeInto(associacao, 'Data de associação', '10022020', '10/02/2020');
    await typeInto(associacao, 'Nome do cartório', '1º Tabelionato dos Navegadores');
    await typeInto(associacao, 'CNPJ do cartório', '11444777000161', '11.444.777/0001-61');
    await typeInto(
      await page.find({ role: 'region', name: 'Informações de cobrança' }),
      'Mensalidade',
      '350',
      'R$ 350,00',
    );
    const contato = await page.find({ role: 'region', name: 'Contato' });
    await typeInto(contato, 'Telefone', '1132345678', '(11) 3234-5678');
    await typeInto(contato, 'E-mail', `contato@${page.engine}.com.br`);
    const endereco = await page.find({ role: 'region', name: 'Endereço' });
    await typeInto(endereco, 'CEP', '01310100', '01310-100');
    const logradouro = await endereco.find({ role: 'textbox', name: 'Logradouro' });
    await expect.poll(() => logradouro.value()).toBe('Avenida Paulista');
    await typeInto(endereco, 'Número', '900');
    const usuario = await page.find({ role: 'group', name: 'Usuário 1' });
    await typeInto(usuario, 'Nome', 'Usuária dos Navegadores');
    await typeInto(usuario, 'Login', `usuaria.${page.engine}`);
    await typeInto(usuario, 'E-mail', `usuaria@${page.engine}.com.br`);
    await typeInto(usuario, 'Data de nascimento', '03041985', '03/04/1985');
    await typeInto(usuario, 'Telefone', '11987654321', '(11) 98765-4321');
    await (await page.find({ role: 'button', name: 'Cadastrar associado' })).click();
    await page.find({ text: 'O cadastro do associado foi realizado com sucesso.' });
    expect(await page.path()).toBe('/associados/form/cadastrado');
    // The server stored it as the contract says: digits only, ISO dates, the address the CEP gave.
    expect(db.associados.findFirst((q) => q.where({ nome }))).toMatchObject({
      cpfCnpj: '11222333000181',
      associacao: { cnpjCartorio: '11444777000161', dataAssociacao: '2020-02-10', mensalidade: 350 },
      endereco: { cep: '01310100', logradouro: 'Avenida Paulista', numero: '900', cidade: 'São Paulo', uf: 'SP' },
    });
  });

  test('the payment-slip page sends its Download to the bank’s https address in a tab of its own', async ({
    enginePage: page,
  }) => {
    const paymentId = `boleto-${page.engine}`;
    const link = `https://banco.example/boleto.pdf?pagamento=${paymentId}`;
    await db.boletos.create({ paymentId, link, erro: null });
    await page.goto(`/cobranca/${paymentId}`);
    await page.find({ text: 'Seu boleto está disponivel' });
    await (await page.find({ role: 'button', name: 'Download' })).click();
    // The bank is not reached from here: the engine shows its own error page for the address, and
    // names it (Firefox in the error page's own address).
    const sentTo = (address: string) =>
      (address.startsWith('about:neterror') ? new URL(address).searchParams.get('u') : address) === link;
    await page.tabSentTo(sentTo);
  });

  test('Back after Sair da conta shows nothing of the person who left, not even as the cached page comes back', async ({
    enginePage: page,
  }) => {
    await signIn(page);
    // Pages opened by their address: each a document of its own, which the engine keeps for Back.
    await page.goto('/listas?type=users');
    await page.find({ role: 'table', name: 'Usuários' });
    await page.evaluate(RESTORED_PAGES_PROBE);
    await page.goto('/listas?type=associates');
    await page.find({ role: 'table', name: 'Associados' });
    // Back while signed in: the list as it was.
    await page.back();
    await page.find({ role: 'table', name: 'Usuários' });
    await page.forward();
    const [primeiro] = db.associados.all().sort(byName);
    // A row is named by its cells, the first its checkbox's "Selecionar <nome>".
    const row = await page.find({ role: 'row', name: new RegExp(`^Selecionar ${escapeRegExp(primeiro.nome)}`) });
    await (await row.find({ role: 'link', name: 'Ver informações' })).click();
    await page.find({ role: 'heading', name: 'Informações do associado' });
    await (await page.find({ role: 'button', name: `Menu do usuário: ${ANA_NOME}` })).click();
    await (await page.find({ role: 'menuitem', name: 'Sair da conta' })).click();
    await page.find({ role: 'heading', name: 'Entrar' });

    await page.back();
    await page.find({ role: 'heading', name: 'Entrar' });
    await page.back();
    await page.find({ role: 'heading', name: 'Entrar' });
    expect(await page.path()).toBe('/');
    // The users list came back from the cache twice (so this proved something): signed in, it showed
    // itself; signed out, it showed nothing of the person who had left, from its first frame.
    const [signedIn, signedOut, ...more] = await page.evaluate<RestoredPage[]>(RESTORED_PAGES);
    expect(more).toEqual([]);
    expect([signedIn.path, signedOut.path]).toEqual(['/listas?type=users', '/listas?type=users']);
    expect(signedIn.firstFrame).toContain(ANA_NOME);
    expect(signedOut.asItCameBack).not.toMatch(SIGNED_IN_TEXT);
    expect(signedOut.firstFrame).not.toMatch(SIGNED_IN_TEXT);
    expect(await page.evaluate<string>('document.body.innerText')).not.toContain(ANA_NOME);
  });
});

import type { Alvo } from './exercise';

/** The elements that can have each role (the roles the exercises use), as HTML gives it or `role=` says. */
const bySelector: Record<string, string> = {
  button: 'button, [role="button"], input[type="button"], input[type="submit"]',
  link: 'a[href], [role="link"]',
  tab: '[role="tab"]',
  textbox:
    'input:not([type]), input[type="text"], input[type="email"], input[type="tel"], input[type="url"], textarea, [role="textbox"]',
  searchbox: 'input[type="search"], [role="searchbox"]',
  combobox: 'select, [role="combobox"]',
  checkbox: 'input[type="checkbox"], [role="checkbox"]',
  table: 'table, [role="table"], [role="grid"]',
  dialog: '[role="dialog"], dialog',
  group: '[role="group"], fieldset',
  region: 'section[aria-label], section[aria-labelledby], [role="region"]',
  figure: 'figure, [role="figure"]',
  navigation: 'nav, [role="navigation"]',
  status: '[role="status"], output',
};

/** Where the demo's own tools live: never a target. */
const DEMO_TOOLS = '#barra-demo, .treino';

const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const textOfIds = (doc: Document, ids: string) =>
  fold(
    ids
      .split(/\s+/)
      .map((id) => doc.getElementById(id)?.textContent ?? '')
      .join(' '),
  );

/** An element's accessible name, as far as the exercises need it (aria-labelledby, aria-label, label, caption, legend, text). */
function nomeAcessivel(element: Element): string {
  const doc = element.ownerDocument;
  const labelledBy = element.getAttribute('aria-labelledby');
  if (labelledBy) return textOfIds(doc, labelledBy);
  const label = element.getAttribute('aria-label');
  if (label) return fold(label);
  if (
    element instanceof HTMLInputElement ||
    element instanceof HTMLSelectElement ||
    element instanceof HTMLTextAreaElement
  )
    return fold([...(element.labels ?? [])].map((l) => l.textContent).join(' ')) || fold(element.getAttribute('title'));
  if (element instanceof HTMLTableElement) return fold(element.caption?.textContent);
  if (element instanceof HTMLFieldSetElement) return fold(element.querySelector('legend')?.textContent);
  if (element.matches('section, [role="region"], [role="dialog"], figure')) return '';
  return fold(element.textContent) || fold(element.getAttribute('title'));
}

const visivel = (element: Element) =>
  element.getClientRects().length > 0 && !element.closest('[hidden], [aria-hidden="true"]');

const nomeCombina = (nome: string, esperado: string | RegExp) =>
  typeof esperado === 'string' ? nome === esperado : esperado.test(nome);

function todos(scope: ParentNode, role: string, name: string | RegExp): Element[] {
  const selector = bySelector[role] ?? `[role="${role}"]`;
  return [...scope.querySelectorAll(selector)].filter(
    // The name first: measuring an element's boxes (visivel) makes the browser lay out the page.
    (element) => !element.closest(DEMO_TOOLS) && nomeCombina(nomeAcessivel(element), name) && visivel(element),
  );
}

/** The first visible control of the page with this role and name (outside the demo's tools), or null. */
export function encontrarAlvo(doc: Document, alvo: Alvo): Element | null {
  const scopes: ParentNode[] = alvo.dentro ? todos(doc, alvo.dentro.role, alvo.dentro.name) : [doc];
  for (const scope of scopes) {
    const [found] = todos(scope, alvo.role, alvo.name).filter(
      (element) => !alvo.linha || alvo.linha.test(element.closest('tr, li, [role="row"]')?.textContent ?? ''),
    );
    if (found) return found;
  }
  return null;
}

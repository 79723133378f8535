import './remessas-list.css';
import { Icon } from '@/components/ui/icon';

/** What the tooltip of a Mensalidade remessa says (spec section 2). */
export const VALOR_VARIAVEL_DICA =
  'O valor da mensalidade varia de acordo com o que foi definido no cadastro de cada associado.';

/**
 * The tooltip's text, once per list, for screen readers: every "Variável" points at it.
 * `<ValorVariavelDica id={hintId} />`
 */
export function ValorVariavelDica({ id }: { id: string }) {
  return (
    <span id={id} hidden>
      {VALOR_VARIAVEL_DICA}
    </span>
  );
}

/**
 * "Variável" in the Valor column of a type-1 remessa. Its tooltip is pure CSS (hover and keyboard
 * focus), so thousands of rows cost nothing and the cell's text stays "Variável".
 */
export function ValorVariavel({ hintId }: { hintId: string }) {
  return (
    <span className="remessas-list__variavel" tabIndex={0} aria-describedby={hintId} data-hint={VALOR_VARIAVEL_DICA}>
      Variável <Icon name="pi-info-circle" />
    </span>
  );
}

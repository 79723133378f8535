import { useId } from 'react';
import { Tooltip } from 'primereact/tooltip';
import './remessas-list.css';

/** What the tooltip of a Mensalidade remessa says (spec section 2). */
export const VALOR_VARIAVEL_DICA = 'O valor da mensalidade varia de acordo com o que foi definido no cadastro de cada associado.';

/** "Variável" in the Valor column of a type-1 remessa, with its tooltip (hover or keyboard focus). */
export function ValorVariavel() {
  const id = useId().replace(/:/g, '');
  return (
    <>
      <span id={`valor-variavel-${id}`} className="remessas-list__variavel" tabIndex={0} aria-describedby={`valor-variavel-dica-${id}`}>
        Variável <i className="pi pi-info-circle" aria-hidden="true" />
      </span>
      <span id={`valor-variavel-dica-${id}`} className="visually-hidden">
        {VALOR_VARIAVEL_DICA}
      </span>
      <Tooltip target={`#valor-variavel-${id}`} content={VALOR_VARIAVEL_DICA} position="top" />
    </>
  );
}

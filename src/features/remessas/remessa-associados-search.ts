import type { AssociadoDaRemessa } from '@/generated/model';
import { onlyDigits } from '@/utils/br/digits';

/** Lowercase, without accents or surrounding spaces: `foldText(' João ')` → `'joao'`; a missing text is `''`. */
const foldText = (text: string | null | undefined) =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/**
 * The detail page's search over the associates it already has: name or e-mail (ignoring case and
 * accents) or CPF/CNPJ (with or without the mask). An empty search keeps everyone.
 * `filterAssociados(remessa.associados, '111.444')`
 */
export function filterAssociados(associados: AssociadoDaRemessa[], search: string): AssociadoDaRemessa[] {
  const text = foldText(search);
  if (!text) return associados;
  // Only a search made of digits and mask characters is a document: "2º Ofício" is a name.
  const digits = /^[\d.\-/\s]+$/.test(text) ? onlyDigits(text) : '';
  return associados.filter(
    (associado) =>
      foldText(associado.nome).includes(text) ||
      foldText(associado.email).includes(text) ||
      (digits.length > 0 && onlyDigits(associado.cpfCnpj).includes(digits)),
  );
}

/** The id of the header's search, button or box: where "Ir para a busca" points on a page without a search of its own. */
export const HEADER_SEARCH_ID = 'busca-no-painel';

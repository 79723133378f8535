import PrimeReact, { addLocale, locale } from 'primereact/api';
import { MONTH_ABBREVIATIONS, MONTH_NAMES } from '@/utils/br/dates';
// PrimeReact's widgets as the theme draws them, loaded with the first module that renders one.
import 'virtual:primereact-theme/widgets.css';

let installed = false;

/**
 * PrimeReact in Portuguese (Brazil): calendars, paginators, dialogs and screen-reader labels.
 * Installed before the first screen that uses PrimeReact renders (see app/route-code.ts).
 */
export function installPrimeReactLocale() {
  if (installed) return;
  installed = true;
  addLocale('pt', {
    startsWith: 'Começa com',
    contains: 'Contém',
    notContains: 'Não contém',
    endsWith: 'Termina com',
    equals: 'Igual',
    notEquals: 'Diferente',
    noFilter: 'Sem filtro',
    clear: 'Limpar',
    apply: 'Aplicar',
    accept: 'Sim',
    reject: 'Não',
    choose: 'Escolher',
    upload: 'Enviar',
    cancel: 'Cancelar',
    close: 'Fechar',
    dayNames: ['domingo', 'segunda-feira', 'terça-feira', 'quarta-feira', 'quinta-feira', 'sexta-feira', 'sábado'],
    dayNamesShort: ['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb'],
    dayNamesMin: ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'],
    monthNames: [...MONTH_NAMES],
    monthNamesShort: [...MONTH_ABBREVIATIONS],
    chooseYear: 'Escolher ano',
    chooseMonth: 'Escolher mês',
    chooseDate: 'Escolher data',
    prevDecade: 'Década anterior',
    nextDecade: 'Próxima década',
    prevYear: 'Ano anterior',
    nextYear: 'Próximo ano',
    prevMonth: 'Mês anterior',
    nextMonth: 'Próximo mês',
    today: 'Hoje',
    now: 'Agora',
    weekHeader: 'Sem',
    firstDayOfWeek: 0,
    dateFormat: 'dd/mm/yy',
    weak: 'Fraca',
    medium: 'Média',
    strong: 'Forte',
    passwordPrompt: 'Digite uma senha',
    emptyFilterMessage: 'Nenhum resultado encontrado',
    emptyMessage: 'Nenhuma opção disponível',
    selectAll: 'Selecionar todos',
    unselectAll: 'Desmarcar todos',
    previous: 'Anterior',
    next: 'Próximo',
    aria: {
      trueLabel: 'Sim',
      falseLabel: 'Não',
      nullLabel: 'Não selecionado',
      star: '1 estrela',
      stars: '{star} estrelas',
      selectAll: 'Todos os itens selecionados',
      unselectAll: 'Todos os itens desmarcados',
      close: 'Fechar',
      previous: 'Anterior',
      next: 'Próximo',
      navigation: 'Navegação',
      scrollTop: 'Rolar para o topo',
      pageLabel: 'Página {page}',
      firstPageLabel: 'Primeira página',
      lastPageLabel: 'Última página',
      nextPageLabel: 'Próxima página',
      prevPageLabel: 'Página anterior',
      rowsPerPageLabel: 'Itens por página',
      jumpToPageDropdownLabel: 'Ir para a página',
      jumpToPageInputLabel: 'Ir para a página',
      selectRow: 'Selecionar linha',
      unselectRow: 'Desmarcar linha',
      expandRow: 'Expandir linha',
      collapseRow: 'Recolher linha',
      showFilterMenu: 'Mostrar filtros',
      hideFilterMenu: 'Esconder filtros',
      filterOperator: 'Operador de filtro',
      filterConstraint: 'Restrição de filtro',
      editRow: 'Editar linha',
      saveEdit: 'Salvar edição',
      cancelEdit: 'Cancelar edição',
      listView: 'Lista',
      gridView: 'Grade',
      slide: 'Slide',
      slideNumber: '{slideNumber}',
      zoomImage: 'Ampliar imagem',
      zoomIn: 'Ampliar',
      zoomOut: 'Reduzir',
      rotateRight: 'Girar à direita',
      rotateLeft: 'Girar à esquerda',
    },
  } as Parameters<typeof addLocale>[1]);
  locale('pt');
  // A Dropdown's focusable input carries its label and state. Its hidden <select> (a form mirror)
  // and its arrow (a mouse target) would be unnamed extra controls for screen readers, and its
  // wrapper (no role) would point aria-activedescendant at an option that does not exist.
  PrimeReact.pt = {
    dropdown: {
      root: { 'aria-activedescendant': undefined },
      select: { 'aria-hidden': true },
      trigger: { 'aria-hidden': true },
    },
  };
}

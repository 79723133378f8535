import type { Usuario } from '@/generated/model';
import { formatDay } from '@/utils/br/dates';
import { formatCpf } from '@/utils/br/masks';
import { buildCsv, type CsvColumn } from '@/utils/csv';

/** The users' export: the list's columns (Nome, E-mail, CPF/Login, Tipo), in the associates' export's conventions. */
export const usuariosCsvColumns: CsvColumn<Usuario>[] = [
  { header: 'Nome', value: (usuario) => usuario.nome },
  { header: 'Email', value: (usuario) => usuario.email },
  { header: 'CPF/Login', value: (usuario) => (usuario.cpf ? formatCpf(usuario.cpf) : (usuario.login ?? '')) },
  { header: 'Tipo', value: (usuario) => (usuario.usuarioGestao ? 'Gestão' : 'Associado') },
];

/** The users' CSV (';', UTF-8 BOM, CRLF, every cell quoted), built in slices. */
export const buildUsuariosCsv = (rows: readonly Usuario[], onProgress?: (fraction: number) => void) =>
  buildCsv(rows, usuariosCsvColumns, { delimiter: ';', onProgress });

/** `ListaUsuarios_14-05-2026.csv`. */
export const usuariosCsvFileName = (date: Date) => `ListaUsuarios_${formatDay(date, '-')}.csv`;

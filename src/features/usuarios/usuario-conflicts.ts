import { describeBy } from '@/components/form/record-merge';
import type { UsuarioFormValues } from './usuario-form-schema';

export const USUARIO_CHANGED_BY_OTHER = 'Este usuário foi alterado por outra pessoa enquanto você editava.';

/** The user form's conflicts as the dialog lists them (the CPF is held with its mask). */
export const describeUsuarioConflict = describeBy<UsuarioFormValues>({
  nome: { label: 'Nome' },
  email: { label: 'E-mail' },
  cpf: { label: 'CPF' },
});

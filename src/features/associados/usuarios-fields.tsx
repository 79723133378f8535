import { useFieldArray, type Control } from 'react-hook-form';
import { DateField } from '@/components/form/date-field';
import { MaskedField } from '@/components/form/masked-field';
import { TextField } from '@/components/form/text-field';
import { startOfToday } from '@/utils/br/dates';
import {
  usuarioLimits,
  emptyUsuario,
  type AssociadoFormOutput,
  type AssociadoFormValues,
} from './associado-form-schema';
import { FormSection } from './form-section';
import { Button } from '@/components/ui/button';

/** A member user's text fields, in the spec's order; a saved user's login is locked. */
const usuarioTextFields: {
  key: 'nome' | 'login' | 'email';
  label: string;
  maxLength: number;
  type?: 'email';
  lockedOnceSaved?: boolean;
}[] = [
  { key: 'nome', label: 'Nome', maxLength: usuarioLimits.nome },
  { key: 'login', label: 'Login', maxLength: usuarioLimits.login, lockedOnceSaved: true },
  { key: 'email', label: 'E-mail', maxLength: usuarioLimits.email, type: 'email' },
];

/** Usuários: the associate's member users, one block each; a saved user's login is locked. */
export function UsuariosFields({ control }: { control: Control<AssociadoFormValues, unknown, AssociadoFormOutput> }) {
  const { fields, append, remove } = useFieldArray({ control, name: 'usuarios' });
  return (
    <FormSection title="Usuários">
      {fields.length === 0 && <p className="associado-empty">Nenhum usuário. Use Adicionar usuário para incluir um.</p>}
      {fields.map((field, index) => {
        const existing = field.usuarioId !== null;
        return (
          <fieldset key={field.id} className="usuario-block">
            <legend>Usuário {index + 1}</legend>
            <div className="form-grid">
              {usuarioTextFields.map(({ key, label, maxLength, type, lockedOnceSaved }) => {
                const locked = existing && lockedOnceSaved;
                return (
                  <TextField
                    key={key}
                    control={control}
                    name={`usuarios.${index}.${key}`}
                    label={label}
                    type={type}
                    required
                    disabled={locked}
                    hint={locked ? 'O login de um usuário já cadastrado não pode ser alterado.' : undefined}
                    maxLength={maxLength}
                    autoComplete="off"
                  />
                );
              })}
              <DateField
                control={control}
                name={`usuarios.${index}.dataNasc`}
                label="Data de nascimento"
                required
                maxDate={startOfToday()}
              />
              <MaskedField
                control={control}
                name={`usuarios.${index}.telefone`}
                label="Telefone"
                mask="phone"
                required
                autoComplete="off"
              />
            </div>
            <div className="usuario-block__actions">
              <Button
                label="Remover usuário"
                icon="pi-trash"
                variant="text"
                severity="danger"
                onClick={() => remove(index)}
              />
            </div>
          </fieldset>
        );
      })}
      <Button label="Adicionar usuário" icon="pi-plus" variant="outlined" onClick={() => append(emptyUsuario())} />
    </FormSection>
  );
}

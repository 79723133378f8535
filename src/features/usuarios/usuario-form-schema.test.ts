// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CriarUsuarioBody } from '@/generated/zod/usuarios/usuarios.zod';
import { usuarioFormSchema, usuarioFormToPayload, usuarioToForm } from './usuario-form-schema';

// The form schema is written in the form's shape (the CPF masked); what ties it to the contract is
// that its payload is exactly a body the generated schema accepts, nothing added.
describe('usuarioFormToPayload', () => {
  it('gives exactly a body of the contract, and a stored user back as it came', () => {
    const payload = usuarioFormToPayload(
      usuarioFormSchema.parse({ nome: ' Joana Prado ', email: 'joana@exemplo.com.br', cpf: '529.982.247-25' }),
    );
    expect(payload).toEqual({ nome: 'Joana Prado', email: 'joana@exemplo.com.br', cpf: '52998224725' });
    expect(CriarUsuarioBody.parse(payload)).toEqual(payload);
    const stored = { ...payload, usuarioId: 4, usuarioGestao: true, ativo: true, login: payload.cpf };
    expect(usuarioFormToPayload(usuarioFormSchema.parse(usuarioToForm(stored)))).toEqual(payload);
  });
});

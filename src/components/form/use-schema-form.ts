import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';

/**
 * react-hook-form with a form schema: `Values` is what the fields hold (`XFormValues`), `Output`
 * what the schema gives the submit (`XFormOutput`).
 * `const form = useSchemaForm(usuarioFormSchema, usuario ? usuarioToForm(usuario) : emptyUsuarioForm)`
 */
export function useSchemaForm<Values extends FieldValues, Output>(
  schema: z.ZodType<Output, Values>,
  defaultValues: DefaultValues<Values>,
) {
  return useForm<Values, unknown, Output>({ resolver: zodResolver(schema), defaultValues });
}

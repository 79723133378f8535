import type { ComponentProps, ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { DateField } from '@/components/form/date-field';
import { MaskedField } from '@/components/form/masked-field';
import { MoneyField } from '@/components/form/money-field';
import { SelectField, type SelectOption } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { tipoAssociadoLabels } from '@/config/domain';
import { Uf, type TipoAssociadoId } from '@/generated/model';
import { startOfToday } from '@/utils/br/dates';
import { associadoLimits, type AssociadoFormOutput, type AssociadoFormValues } from './associado-form-schema';
import { checkDigitsHint } from './check-digits-hint';
import { FormSection } from './form-section';

/** A section of the form, its fields laid out in the form grid. */
function FieldsSection({
  title,
  className = 'form-grid',
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <FormSection title={title}>
      <div className={className}>{children}</div>
    </FormSection>
  );
}

type FormControl = Control<AssociadoFormValues, unknown, AssociadoFormOutput>;

const tipoOptions: SelectOption<TipoAssociadoId>[] = Object.entries(tipoAssociadoLabels).map(([id, label]) => ({
  label,
  value: Number(id) as TipoAssociadoId,
}));

const ufOptions: SelectOption<Uf>[] = Object.values(Uf).map((uf) => ({ label: uf, value: uf }));

/** The address's text fields, between CEP and UF (the CEP fills them in). */
const enderecoTextFields: {
  name: `endereco.${'logradouro' | 'numero' | 'complemento' | 'bairro' | 'cidade'}`;
  label: string;
  maxLength: number;
  required?: true;
}[] = [
  { name: 'endereco.logradouro', label: 'Logradouro', maxLength: associadoLimits.logradouro, required: true },
  { name: 'endereco.numero', label: 'Número', maxLength: associadoLimits.numero, required: true },
  { name: 'endereco.complemento', label: 'Complemento', maxLength: associadoLimits.complemento },
  { name: 'endereco.bairro', label: 'Bairro', maxLength: associadoLimits.bairro, required: true },
  { name: 'endereco.cidade', label: 'Cidade', maxLength: associadoLimits.cidade, required: true },
];

/** A required text field of the associate (nothing for the browser to fill in). */
function RequiredTextField(
  props: Omit<ComponentProps<typeof TextField<AssociadoFormValues>>, 'required' | 'autoComplete'>,
) {
  return <TextField {...props} required autoComplete="off" />;
}

/** A CPF/CNPJ or CNPJ whose hint says when its check digits do not match. */
function DocumentField({
  control,
  name,
  label,
  mask,
}: {
  control: FormControl;
  name: 'cpfCnpj' | 'associacao.cnpjCartorio';
  label: string;
  mask: 'cpfCnpj' | 'cnpj';
}) {
  const value = useWatch({ control, name });
  return (
    <MaskedField
      control={control}
      name={name}
      label={label}
      mask={mask}
      required
      hint={checkDigitsHint(value)}
      autoComplete="off"
    />
  );
}

/**
 * The associate's own fields, in the spec's sections (section 2): Associação (who the associate
 * is), Informações de cobrança (what it pays), Contato and Endereço. A CEP left complete calls
 * `onCepBlur`.
 */
export function AssociadoFields({ control, onCepBlur }: { control: FormControl; onCepBlur: (cep: string) => void }) {
  return (
    <>
      <FieldsSection title="Associação">
        <RequiredTextField control={control} name="nome" label="Nome" maxLength={associadoLimits.nome} />
        <DocumentField control={control} name="cpfCnpj" label="CPF/CNPJ" mask="cpfCnpj" />
        <SelectField
          control={control}
          name="tipoAssociadoId"
          label="Tipo de associado"
          required
          options={tipoOptions}
          placeholder="Selecione o tipo"
        />
        <DateField
          control={control}
          name="associacao.dataAssociacao"
          label="Data de associação"
          required
          maxDate={startOfToday()}
        />
        <RequiredTextField
          control={control}
          name="associacao.nomeCartorio"
          label="Nome do cartório"
          maxLength={associadoLimits.nomeCartorio}
        />
        <DocumentField control={control} name="associacao.cnpjCartorio" label="CNPJ do cartório" mask="cnpj" />
        <MaskedField
          control={control}
          name="associacao.cns"
          label="CNS"
          mask="cns"
          hint="Código Nacional de Serventia (opcional)."
          autoComplete="off"
        />
      </FieldsSection>
      <FieldsSection title="Informações de cobrança" className="form-grid associado-cobranca">
        <MoneyField
          control={control}
          name="associacao.mensalidade"
          label="Mensalidade"
          required
          hint="Valor cobrado nas remessas do tipo Mensalidade."
        />
      </FieldsSection>
      <FieldsSection title="Contato">
        <MaskedField
          control={control}
          name="contato.telefone"
          label="Telefone"
          mask="phone"
          required
          autoComplete="off"
        />
        <RequiredTextField
          control={control}
          name="contato.email"
          label="E-mail"
          type="email"
          maxLength={associadoLimits.email}
        />
      </FieldsSection>
      <FieldsSection title="Endereço">
        <MaskedField
          control={control}
          name="endereco.cep"
          label="CEP"
          mask="cep"
          required
          hint="Ao sair do campo, o endereço é preenchido pelo CEP."
          onBlur={onCepBlur}
          autoComplete="off"
        />
        {enderecoTextFields.map(({ name, label, maxLength, required }) => (
          <TextField
            key={name}
            control={control}
            name={name}
            label={label}
            required={required}
            maxLength={maxLength}
            autoComplete="off"
          />
        ))}
        <SelectField
          control={control}
          name="endereco.uf"
          label="UF"
          required
          options={ufOptions}
          placeholder="Selecione a UF"
        />
      </FieldsSection>
    </>
  );
}

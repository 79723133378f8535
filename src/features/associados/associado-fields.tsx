import type { ReactNode } from 'react';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { DateField } from '@/components/form/date-field';
import { MaskedField } from '@/components/form/masked-field';
import { MoneyField } from '@/components/form/money-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { startOfToday } from '@/utils/br/dates';
import {
  associadoFormFields,
  associadoSections,
  type AssociadoFieldName,
  type AssociadoInput,
  type AssociadoSection,
} from './associado-field-catalog';
import type { AssociadoFormOutput, AssociadoFormValues } from './associado-form-schema';
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

/** A CPF/CNPJ or CNPJ whose hint says when its check digits do not match. */
function DocumentField({
  control,
  name,
  label,
  mask,
}: {
  control: FormControl;
  name: AssociadoFieldName;
  label: string;
  mask: 'cpfCnpj' | 'cnpj';
}) {
  const value = String(useWatch({ control, name }) ?? '');
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

/** The layout of a section's grid, where it is not the form's usual one. */
const sectionGrid: Partial<Record<AssociadoSection, string>> = {
  'Informações de cobrança': 'form-grid associado-cobranca',
};

/**
 * The associate's own fields, in the spec's sections (section 2), as associado-field-catalog.tsx
 * lists them. A CEP left complete calls `onCepBlur`.
 */
export function AssociadoFields({
  control,
  onCepBlur,
  sections = associadoSections,
}: {
  control: FormControl;
  onCepBlur: (cep: string) => void;
  /** Some of the sections, in order (all by default). */
  sections?: readonly AssociadoSection[];
}) {
  return sections.map((section) => (
    <FieldsSection key={section} title={section} className={sectionGrid[section]}>
      {associadoFormFields
        .filter((field) => field.section === section)
        .map(({ name, label, input }) => (
          <AssociadoInputField
            key={name}
            control={control}
            name={name}
            label={label}
            input={input}
            onCepBlur={onCepBlur}
          />
        ))}
    </FieldsSection>
  ));
}

/** One field of the catalogue, drawn by how it is typed. */
function AssociadoInputField({
  control,
  name,
  label,
  input,
  onCepBlur,
}: {
  control: FormControl;
  name: AssociadoFieldName;
  label: string;
  input: AssociadoInput;
  onCepBlur: (cep: string) => void;
}) {
  const field = { control, name, label };
  switch (input.kind) {
    case 'text':
      return (
        <TextField
          {...field}
          required={input.required}
          maxLength={input.maxLength}
          type={input.type}
          autoComplete="off"
        />
      );
    case 'document':
      return <DocumentField {...field} mask={input.mask} />;
    case 'masked':
      return (
        <MaskedField
          {...field}
          mask={input.mask}
          required={input.required}
          hint={input.hint}
          onBlur={input.mask === 'cep' ? onCepBlur : undefined}
          autoComplete="off"
        />
      );
    case 'select':
      return <SelectField {...field} required options={input.options} placeholder={input.placeholder} />;
    case 'date':
      return <DateField {...field} required maxDate={startOfToday()} />;
    case 'money':
      return <MoneyField {...field} required hint={input.hint} />;
  }
}

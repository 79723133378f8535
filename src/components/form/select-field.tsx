import type { FieldValues } from 'react-hook-form';
import { Select, type SelectOption } from '@/components/ui/select';
import { ControlledField, type ControlledFieldProps } from './controlled-field';

export type { SelectOption };

type SelectFieldProps<T extends FieldValues, V> = ControlledFieldProps<T> & {
  options: SelectOption<V>[];
  placeholder?: string;
};

/** `<SelectField control={control} name="uf" label="UF" options={ufOptions} placeholder="Selecione" />` */
export function SelectField<T extends FieldValues, V>({
  disabled,
  options,
  placeholder = 'Selecione',
  ...props
}: SelectFieldProps<T, V>) {
  return (
    <ControlledField {...props}>
      {({ field, control }) => (
        <Select<V>
          {...control}
          value={field.value as V | null | undefined}
          onChange={field.onChange}
          options={options}
          placeholder={placeholder}
          disabled={disabled}
          className="w-full"
        />
      )}
    </ControlledField>
  );
}

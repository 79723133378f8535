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

type FormControl = Control<AssociadoFormValues, unknown, AssociadoFormOutput>;

const tipoOptions: SelectOption<TipoAssociadoId>[] = Object.entries(tipoAssociadoLabels).map(([id, label]) => ({
  label,
  value: Number(id) as TipoAssociadoId,
}));

const ufOptions: SelectOption<Uf>[] = Object.values(Uf).map((uf) => ({ label: uf, value: uf }));

/**
 * The associate's own fields, in the spec's sections (section 2): Associação (who the associate
 * is), Informações de cobrança (what it pays), Contato and Endereço. A CEP left complete calls
 * `onCepBlur`.
 */
export function AssociadoFields({ control, onCepBlur }: { control: FormControl; onCepBlur: (cep: string) => void }) {
  const [cpfCnpj, cnpjCartorio] = useWatch({ control, name: ['cpfCnpj', 'associacao.cnpjCartorio'] });
  return (
    <>
      <FormSection title="Associação">
        <div className="form-grid">
          <TextField
            control={control}
            name="nome"
            label="Nome"
            required
            maxLength={associadoLimits.nome}
            autoComplete="off"
          />
          <MaskedField
            control={control}
            name="cpfCnpj"
            label="CPF/CNPJ"
            mask="cpfCnpj"
            required
            hint={checkDigitsHint(cpfCnpj)}
            autoComplete="off"
          />
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
          <TextField
            control={control}
            name="associacao.nomeCartorio"
            label="Nome do cartório"
            required
            maxLength={associadoLimits.nomeCartorio}
            autoComplete="off"
          />
          <MaskedField
            control={control}
            name="associacao.cnpjCartorio"
            label="CNPJ do cartório"
            mask="cnpj"
            required
            hint={checkDigitsHint(cnpjCartorio)}
            autoComplete="off"
          />
          <MaskedField
            control={control}
            name="associacao.cns"
            label="CNS"
            mask="cns"
            hint="Código Nacional de Serventia (opcional)."
            autoComplete="off"
          />
        </div>
      </FormSection>
      <FormSection title="Informações de cobrança">
        <div className="form-grid associado-cobranca">
          <MoneyField
            control={control}
            name="associacao.mensalidade"
            label="Mensalidade"
            required
            hint="Valor cobrado nas remessas do tipo Mensalidade."
          />
        </div>
      </FormSection>
      <FormSection title="Contato">
        <div className="form-grid">
          <MaskedField
            control={control}
            name="contato.telefone"
            label="Telefone"
            mask="phone"
            required
            autoComplete="off"
          />
          <TextField
            control={control}
            name="contato.email"
            label="E-mail"
            type="email"
            required
            maxLength={associadoLimits.email}
            autoComplete="off"
          />
        </div>
      </FormSection>
      <FormSection title="Endereço">
        <div className="form-grid">
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
          <TextField
            control={control}
            name="endereco.logradouro"
            label="Logradouro"
            required
            maxLength={associadoLimits.logradouro}
            autoComplete="off"
          />
          <TextField
            control={control}
            name="endereco.numero"
            label="Número"
            required
            maxLength={associadoLimits.numero}
            autoComplete="off"
          />
          <TextField
            control={control}
            name="endereco.complemento"
            label="Complemento"
            maxLength={associadoLimits.complemento}
            autoComplete="off"
          />
          <TextField
            control={control}
            name="endereco.bairro"
            label="Bairro"
            required
            maxLength={associadoLimits.bairro}
            autoComplete="off"
          />
          <TextField
            control={control}
            name="endereco.cidade"
            label="Cidade"
            required
            maxLength={associadoLimits.cidade}
            autoComplete="off"
          />
          <SelectField
            control={control}
            name="endereco.uf"
            label="UF"
            required
            options={ufOptions}
            placeholder="Selecione a UF"
          />
        </div>
      </FormSection>
    </>
  );
}

import { Dialog } from 'primereact/dialog';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useReturnFocus } from '@/components/dialogs';
import { MoneyField } from '@/components/form/money-field';
import { PercentField } from '@/components/form/percent-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { howMany } from '@/components/list/selection-texts';
import type { SelectedRow } from '@/components/list/use-list-selection';
import { Button } from '@/components/ui/button';
import { RowsTable, type TableColumn } from '@/components/ui/table';
import type { AssociadoResumo } from '@/generated/model';
import { installPrimeReactLocale } from '@/lib/primereact-locale';
import { formatMoney } from '@/utils/br/money';
import { associadosNoun } from '../api';
import { reajusteRows, type ReajusteRow } from './reajuste';
import { emptyReajusteForm, reajusteFormSchema, reajusteOf } from './reajuste-form-schema';
import './reajuste.css';

installPrimeReactLocale();

interface ReajusteDialogProps {
  chosen: readonly SelectedRow<AssociadoResumo>[];
  /** The preview's rows, each with its new mensalidade: the batch writes them. */
  onApply: (rows: ReajusteRow[]) => void;
  onClose: () => void;
}

const previewColumns: TableColumn<ReajusteRow>[] = [
  { header: 'Associado', body: (row) => row.nome },
  { header: 'Mensalidade atual', body: (row) => formatMoney(row.atual), whole: 'money', align: 'right' },
  { header: 'Nova mensalidade', body: (row) => formatMoney(row.nova), whole: 'money', align: 'right' },
];

/**
 * Reajustar mensalidade of the chosen associates: a percentage (the spec's percent mask, negative for
 * a reduction) or a new value; then the preview (each associate, its mensalidade now and the new one,
 * to the cent) before anything is written; Aplicar reajuste starts the batch. Nothing is sent from
 * this dialog.
 */
export function ReajusteDialog({ chosen, onApply, onClose }: ReajusteDialogProps) {
  useReturnFocus();
  const formId = useId();
  const form = useSchemaForm(reajusteFormSchema, emptyReajusteForm);
  const modo = useWatch({ control: form.control, name: 'modo' });
  const [preview, setPreview] = useState<ReajusteRow[]>();
  const count = howMany(chosen.length, associadosNoun);

  const showPreview = form.handleSubmit((values) => setPreview(reajusteRows(chosen, reajusteOf(values))));

  if (preview) {
    const changing = preview.filter((row) => row.nova !== row.atual).length;
    return (
      <Dialog
        visible
        onHide={onClose}
        header={`Reajustar a mensalidade de ${count}?`}
        className="app-dialog reajuste-dialog"
        draggable={false}
        resizable={false}
        footer={
          <div className="app-dialog__footer">
            <Button label="Voltar" variant="outlined" severity="secondary" onClick={() => setPreview(undefined)} />
            <Button label="Aplicar reajuste" severity="info" onClick={() => onApply(preview)} />
          </div>
        }
      >
        <p className="app-dialog__description">
          Nada foi enviado ainda. Aplicando, cada associado é lido de novo quando chegar a vez dele e recebe a nova
          mensalidade abaixo; quem tiver a mensalidade alterada por outra pessoa depois desta prévia fica como está, e o
          relatório diz quem.{' '}
          {changing === chosen.length
            ? ''
            : `${howMany(chosen.length - changing, associadosNoun)} já ${chosen.length - changing === 1 ? 'tem' : 'têm'} esse valor.`}
        </p>
        <RowsTable
          label="Prévia do reajuste"
          columns={previewColumns}
          rows={preview}
          dataKey="id"
          emptyMessage="Nenhum associado."
        />
      </Dialog>
    );
  }

  return (
    <Dialog
      visible
      onHide={onClose}
      header="Reajustar mensalidade"
      className="app-dialog reajuste-dialog"
      draggable={false}
      resizable={false}
      footer={
        <div className="app-dialog__footer">
          <Button label="Cancelar" variant="outlined" severity="secondary" onClick={onClose} />
          <Button type="submit" form={formId} label="Ver prévia" severity="info" />
        </div>
      }
    >
      <form id={formId} className="reajuste-form" noValidate onSubmit={(event) => void showPreview(event)}>
        <p className="app-dialog__description">
          A mensalidade de {count} muda pelo percentual ou para o novo valor. Primeiro a prévia: nada é enviado antes de
          você aplicar.
        </p>
        <fieldset className="reajuste-form__modo">
          <legend>Reajustar por</legend>
          <label>
            <input type="radio" value="percentual" {...form.register('modo')} /> Percentual
          </label>
          <label>
            <input type="radio" value="valor" {...form.register('modo')} /> Novo valor
          </label>
        </fieldset>
        {modo === 'percentual' ? (
          <PercentField
            control={form.control}
            name="percentual"
            label="Percentual do reajuste"
            hint="Uma casa decimal; negativo para reduzir (de -50,0% a 100,0%)."
            required
          />
        ) : (
          <MoneyField control={form.control} name="valor" label="Nova mensalidade" required />
        )}
      </form>
    </Dialog>
  );
}

import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider, useListContext, useNotify, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import type { BulkAction } from './BulkAction';
import { BulkConfirmDialog } from './BulkConfirmDialog';
import { BulkResultsDialog } from './BulkResultsDialog';
import { runBulk, type BulkResult } from './bulkRun';
import { useSelectedRecords } from './useSelectedRecords';

export interface BulkActionButtonsProps<R extends RaRecord> {
  actions: BulkAction<R>[];
  /** A record's name, as the confirmation and the results list it. */
  nameOf: (record: R) => string;
}

export const BulkActionButtons = <R extends RaRecord>({ actions, nameOf }: BulkActionButtonsProps<R>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { onSelect } = useListContext<R>();
  const selected = useSelectedRecords<R>();
  const [chosen, setChosen] = useState<BulkAction<R> | null>(null);
  const [done, setDone] = useState(0);
  const [result, setResult] = useState<{ action: BulkAction<R>; result: BulkResult<R> } | null>(null);

  const targets = chosen ? selected.filter(chosen.applies) : [];
  const run = useMutation({
    mutationFn: (action: BulkAction<R>) => runBulk(selected.filter(action.applies), action.run, dataProvider, setDone),
    onSuccess: (outcome, action) => {
      setChosen(null);
      if (outcome.sessionEnded && outcome.outcomes.length === 0) return;
      const failed = outcome.outcomes.filter((item) => !item.ok);
      const succeeded = outcome.outcomes.length - failed.length;
      if (succeeded > 0) refresh();
      // What failed stays selected, to try again; the rest of the selection is done with.
      onSelect(failed.map((item) => item.record.id));
      if (outcome.sessionEnded) return;
      if (failed.length === 0) notify(action.texts.done, { type: 'success', messageArgs: { smart_count: succeeded } });
      else setResult({ action, result: outcome });
    },
  });

  return (
    <>
      {actions.map((action) => {
        const count = selected.filter(action.applies).length;
        return (
          <Button
            key={action.key}
            size="small"
            color={action.variant === 'danger' ? 'error' : 'primary'}
            startIcon={action.icon}
            disabled={count === 0}
            onClick={() => {
              setDone(0);
              setChosen(action);
            }}
          >
            {translate(action.label)}
          </Button>
        );
      })}
      {chosen && (
        <BulkConfirmDialog
          action={chosen}
          names={targets.map(nameOf)}
          skipped={selected.length - targets.length}
          running={run.isPending}
          done={done}
          onAccept={() => run.mutate(chosen)}
          onCancel={() => setChosen(null)}
        />
      )}
      {result && <BulkResultsDialog action={result.action} result={result.result} nameOf={nameOf} onClose={() => setResult(null)} />}
    </>
  );
};

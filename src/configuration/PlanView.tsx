/**
 * The plan shown: what the operator should know first (notes), then what applying would create,
 * update and (with prune) delete, and what it leaves alone. This is the review an Apply confirms;
 * `footer` holds the Apply button or the run's progress.
 */
import { Alert, AlertTitle, Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { isEmptyPlan, type Plan } from '../providers/configFile';
import { RecordList } from './RecordList';
import { Section } from './Section';
import { StepGroup } from './StepGroup';
import { useMessageText } from './useMessageText';

export const PlanView = ({ plan, footer }: { plan: Plan; footer?: ReactNode }) => {
  const translate = useTranslate();
  const messageText = useMessageText();
  const of = (action: 'create' | 'update' | 'delete') => plan.steps.filter((step) => step.action === action);
  const creates = of('create');
  const updates = of('update');
  const deletes = of('delete');
  return (
    <Section title={translate('app.configuration.plan.title')}>
      {plan.notes.length > 0 && (
        <Alert severity="warning" role="note" sx={{ mb: 2 }}>
          <AlertTitle>{translate('app.configuration.plan.notes')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {plan.notes.map((note, index) => (
              <li key={index}>{messageText(note)}</li>
            ))}
          </Box>
        </Alert>
      )}
      {isEmptyPlan(plan) ? (
        <Alert severity="success" role="status">
          {translate('app.configuration.plan.empty')}
        </Alert>
      ) : (
        <Typography role="status">{translate('app.configuration.plan.summary', { smart_count: plan.steps.length })}</Typography>
      )}
      {creates.length > 0 && <StepGroup title={translate('app.configuration.plan.create', { count: creates.length })} steps={creates} />}
      {updates.length > 0 && <StepGroup title={translate('app.configuration.plan.update', { count: updates.length })} steps={updates} />}
      {plan.prune &&
        (deletes.length > 0 ? (
          <StepGroup title={translate('app.configuration.plan.delete', { count: deletes.length })} steps={deletes} />
        ) : (
          <Typography sx={{ mt: 2 }}>{translate('app.configuration.plan.no_deletions')}</Typography>
        ))}
      {plan.unchanged.length > 0 && <RecordList title={translate('app.configuration.plan.unchanged', { count: plan.unchanged.length })} records={plan.unchanged} />}
      {plan.unlisted.length > 0 && (
        <RecordList
          title={translate('app.configuration.plan.unlisted', { count: plan.unlisted.length })}
          records={plan.unlisted}
          help={
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {translate('app.configuration.plan.unlisted_help')}
            </Typography>
          }
        />
      )}
      {footer && <Box sx={{ mt: 2 }}>{footer}</Box>}
    </Section>
  );
};

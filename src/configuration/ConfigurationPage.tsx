/**
 * The gateway's configuration as a file (/configuration): export it, plan a file against this gateway,
 * apply the plan step by step. A plan belongs to the text and prune choice it was made from, and a run
 * changes the gateway, so either takes the plan away until "Plan again".
 */
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { useErrorText } from '../components';
import { isEmptyPlan } from '../providers/configFile';
import { ApplyButton, ApplyProgress } from './ApplyRun';
import { CreatedNodes } from './CreatedNodes';
import { ExportCard } from './ExportCard';
import { FileProblems, PlanProblems } from './FileProblems';
import { PlanInput } from './PlanInput';
import { PlanView } from './PlanView';
import { RunResult } from './RunResult';
import { useApplyPlan } from './useApplyPlan';
import { useConfigurationPlan } from './useConfigurationPlan';

const ConfigurationPage = () => {
  const translate = useTranslate();
  const errorText = useErrorText();
  const [text, setText] = useState('');
  const [prune, setPrune] = useState(false);
  const planning = useConfigurationPlan();
  const applying = useApplyPlan();
  const outcome = planning.data;

  const plan = () => {
    applying.reset();
    planning.mutate({ text, prune });
  };
  const edit = <T,>(set: (value: T) => void) => (value: T) => {
    set(value);
    planning.reset();
  };

  return (
    <Box sx={{ mt: 2, mb: 4, minWidth: 0 }}>
      <Title title="app.menu.configuration" />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {translate('app.configuration.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2, maxWidth: '75ch' }}>
        {translate('app.configuration.description')}
      </Typography>
      <Stack spacing={2} sx={{ minWidth: 0 }}>
        <ExportCard />
        <PlanInput
          text={text}
          prune={prune}
          onText={edit(setText)}
          onPrune={edit(setPrune)}
          onPlan={plan}
          planning={planning.isPending}
          busy={planning.isPending || applying.isPending}
        />
        {planning.isError && (
          <Alert severity="error">
            {translate('app.configuration.input.read_gateway_failed')} {errorText(planning.error) || null}
          </Alert>
        )}
        {outcome?.kind === 'file' && <FileProblems problems={outcome.problems} />}
        {outcome?.kind === 'refused' && <PlanProblems problems={outcome.problems} />}
        {outcome?.kind === 'plan' && (
          <PlanView
            plan={outcome.plan}
            footer={
              applying.isPending ? (
                <ApplyProgress progress={applying.progress} />
              ) : isEmptyPlan(outcome.plan) ? null : (
                <ApplyButton
                  count={outcome.plan.steps.length}
                  onApply={() => applying.mutate({ plan: outcome.plan, state: outcome.state }, { onSettled: () => planning.reset() })}
                />
              )
            }
          />
        )}
        {applying.isError && (
          <Alert severity="error">
            {translate('app.configuration.apply.failed')} {errorText(applying.error) || null}
          </Alert>
        )}
        {applying.data && <RunResult result={applying.data} onPlanAgain={plan} />}
        <CreatedNodes nodes={applying.created} />
      </Stack>
    </Box>
  );
};

export default ConfigurationPage;

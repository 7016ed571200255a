/**
 * How a run ended: every step done, or the step the gateway refused with its reason (in the console's
 * words, see providers/gatewayRefusals.ts) and what was done before it. "Plan again" compares the same file with the gateway as it
 * now is, so a run stopped midway continues from where it stopped.
 */
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, AlertTitle, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { failureLine, failureText, type PlanStep } from '../providers/configFile';
import { SubSection } from './Section';
import type { RunResult as Result } from './useApplyPlan';
import { useMessageText } from './useMessageText';
import { usePlanTexts } from './usePlanTexts';

const DoneList = ({ done }: { done: PlanStep[] }) => {
  const translate = useTranslate();
  const texts = usePlanTexts();
  return (
    <SubSection title={translate('app.configuration.apply.done', { count: done.length })}>
      {done.length === 0 ? (
        <Typography variant="body2">{translate('app.configuration.apply.nothing_done')}</Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 3.5 }}>
          {done.map((step, index) => (
            <Typography component="li" variant="body2" key={index}>
              {texts.step(step)}
            </Typography>
          ))}
        </Box>
      )}
    </SubSection>
  );
};

const Refused = ({ result }: { result: Result & { failed: NonNullable<Result['failed']> } }) => {
  const translate = useTranslate();
  const texts = usePlanTexts();
  const say = useMessageText();
  const said = failureLine(failureText(result.failed.error), say);
  return (
    <Alert severity="error">
      <AlertTitle>
        {translate('app.configuration.apply.refused', { index: result.done.length + 1, total: result.total, step: texts.step(result.failed.step) })}
      </AlertTitle>
      <Typography variant="body2">
        {translate('app.configuration.apply.reason')} {said}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate('app.configuration.apply.again_hint')}
      </Typography>
    </Alert>
  );
};

export const RunResult = ({ result, onPlanAgain }: { result: Result; onPlanAgain: () => void }) => {
  const translate = useTranslate();
  const { failed } = result;
  return (
    <Stack spacing={1} sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      {failed ? (
        <Refused result={{ ...result, failed }} />
      ) : (
        <Alert severity="success" role="status">
          {translate('app.configuration.apply.succeeded', { smart_count: result.done.length })}
        </Alert>
      )}
      <DoneList done={result.done} />
      <Box>
        <Button variant="outlined" startIcon={<ReplayIcon />} onClick={onPlanAgain}>
          {translate('app.configuration.apply.plan_again')}
        </Button>
      </Box>
    </Stack>
  );
};

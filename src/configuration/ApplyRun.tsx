/**
 * Apply: a confirmation (the plan shown above is the review), then the run's progress, step by step
 * ("Step 3 of 7: Create node "office"").
 */
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Box, Button, LinearProgress, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ConfirmDialog } from '../components';
import type { ApplyProgress as Progress } from './useApplyPlan';
import { usePlanTexts } from './usePlanTexts';

export const ApplyButton = ({ count, onApply }: { count: number; onApply: () => void }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="contained" color="warning" startIcon={<PlayArrowIcon />} onClick={() => setOpen(true)}>
        {translate('app.configuration.apply.button')}
      </Button>
      <ConfirmDialog
        open={open}
        title="app.configuration.apply.confirm_title"
        description="app.configuration.apply.confirm_text"
        acceptLabel="app.configuration.apply.button"
        translateOptions={{ smart_count: count }}
        onAccept={() => {
          setOpen(false);
          onApply();
        }}
        onCancel={() => setOpen(false)}
      />
    </>
  );
};

export const ApplyProgress = ({ progress }: { progress: Progress | null }) => {
  const translate = useTranslate();
  const texts = usePlanTexts();
  const running = translate('app.configuration.apply.running');
  const step = progress?.step;
  const text = progress && step ? translate('app.configuration.apply.progress', { index: progress.index + 1, total: progress.total, step: texts.step(step) }) : running;
  return (
    <Box>
      <LinearProgress
        variant={progress ? 'determinate' : 'indeterminate'}
        value={progress && progress.total > 0 ? (progress.index / progress.total) * 100 : 0}
        aria-label={running}
        aria-valuetext={text}
      />
      <Typography role="status" variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {text}
      </Typography>
    </Box>
  );
};

/** One group of a plan's steps (to create, to update, to delete): each record with its fields, new ones with what they will hold, changed ones field by field. */
import { Box, Typography } from '@mui/material';
import type { PlanStep } from '../providers/configFile';
import { SubSection } from './Section';
import { usePlanTexts } from './usePlanTexts';

export const StepGroup = ({ title, steps }: { title: string; steps: PlanStep[] }) => {
  const texts = usePlanTexts();
  return (
    <SubSection title={title}>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {steps.map((step, index) => (
          <Box component="li" key={index} sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            <Typography component="span" sx={{ fontWeight: 500 }}>
              {texts.record(step)}
            </Typography>
            {step.changes.length > 0 && (
              <Box component="ul" sx={{ m: 0, pl: 2.5, listStyle: 'circle' }}>
                {step.changes.map((change) => (
                  <Typography component="li" variant="body2" key={change.field} sx={{ whiteSpace: 'pre-wrap' }}>
                    {texts.change(change)}
                  </Typography>
                ))}
              </Box>
            )}
          </Box>
        ))}
      </Box>
    </SubSection>
  );
};

/**
 * Records a plan leaves alone (unchanged, or kept though the file does not list them): their count
 * as a heading, the list when asked for (built only then: a large fleet has thousands).
 */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { RecordRef } from '../providers/configFile';
import { usePlanTexts } from './usePlanTexts';

export const RecordList = ({ title, records, help }: { title: string; records: RecordRef[]; help?: ReactNode }) => {
  const texts = usePlanTexts();
  const id = useId();
  return (
    <Accordion disableGutters variant="outlined" sx={{ mt: 2, minWidth: 0 }} slotProps={{ transition: { unmountOnExit: true } }}>
      {/* Its ids name the list's region after the summary (MUI's Accordion reads them from here). */}
      <AccordionSummary id={`${id}-summary`} aria-controls={`${id}-list`} expandIcon={<ExpandMoreIcon />}>
        <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
      </AccordionSummary>
      <AccordionDetails>
        {help}
        <Box component="ul" sx={{ m: 0, pl: 2.5, overflowWrap: 'anywhere' }}>
          {records.map((record, index) => (
            <Typography component="li" variant="body2" key={index}>
              {texts.record(record)}
            </Typography>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
};

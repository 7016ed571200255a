/** What each risk flag means, in words anyone can reach by keyboard (the chips' tooltips say the same on hover). */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ADMIN_OR_DATABASE_PORTS, RISK_FLAGS } from '../services';

const PORTS = [...ADMIN_OR_DATABASE_PORTS.keys()].sort((a, b) => a - b).join(', ');

export const RiskFlagLegend = () => {
  const translate = useTranslate();
  return (
    <Accordion disableGutters variant="outlined" sx={{ mt: 2 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="risk-flag-legend" id="risk-flag-legend-title">
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {translate('app.exposure.legend')}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="risk-flag-legend">
        <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 600, mt: 1.5 }, '& dd': { ml: 0, color: 'text.secondary' } }}>
          {RISK_FLAGS.map((flag) => (
            <Box key={flag} sx={{ display: 'contents' }}>
              <Typography component="dt" variant="body2">
                {translate(`app.exposure.flag.${flag}`)}
              </Typography>
              <Typography component="dd" variant="body2">
                {translate(`app.exposure.flag_help.${flag}`)}
                {flag === 'admin_port_open' && ` (${PORTS})`}
              </Typography>
            </Box>
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
};

/**
 * The steps of a check in order, each with its verdict in words as well as an icon, what it found, what
 * to do about it, and what it looked at and when.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import HelpIcon from '@mui/icons-material/HelpOutline';
import WarningIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, List, ListItem, ListItemIcon, Typography, type ChipProps } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { StepResult, Verdict } from '../providers/serviceCheck';
import { useCheckText } from './useCheckText';

const LOOK: Record<Verdict, { icon: ReactElement; color: ChipProps['color'] }> = {
  pass: { icon: <CheckCircleIcon color="success" />, color: 'success' },
  warn: { icon: <WarningIcon color="warning" />, color: 'warning' },
  fail: { icon: <ErrorIcon color="error" />, color: 'error' },
  unknown: { icon: <HelpIcon color="disabled" />, color: 'default' },
};

export const CheckSteps = ({ steps, label }: { steps: StepResult[]; label: string }) => {
  const translate = useTranslate();
  const { text, moment } = useCheckText();
  return (
    <List aria-label={label} component="ol" sx={{ py: 0 }}>
      {steps.map((step) => (
        <ListItem key={step.id} component="li" disableGutters alignItems="flex-start" data-step={step.id} data-verdict={step.verdict}>
          <ListItemIcon sx={{ minWidth: 36, mt: 0.5 }} aria-hidden>
            {LOOK[step.verdict].icon}
          </ListItemIcon>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="subtitle2" component="h3" sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              {translate(`app.check.steps.${step.id}`)}
              <Chip size="small" variant="outlined" color={LOOK[step.verdict].color} label={translate(`app.check.verdict.${step.verdict}`)} />
            </Typography>
            {step.findings.map((finding) => (
              <Typography key={finding.key} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {text(finding)}
              </Typography>
            ))}
            {step.advice && (
              <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
                {translate('app.check.what_to_do', { advice: text(step.advice) })}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {translate('app.check.looked_at', { source: text(step.source), time: moment(step.at) })}
            </Typography>
          </Box>
        </ListItem>
      ))}
    </List>
  );
};

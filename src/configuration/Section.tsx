/** A part of the configuration screen: a region named by its heading, on a panel that never grows wider than the page. */
import { Paper, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

export const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2, minWidth: 0, overflowWrap: 'anywhere' }}>
      <Typography id={id} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
};

/** A group inside a section (to create, to update…): a region named by its third-level heading. */
export const SubSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Paper component="section" elevation={0} aria-labelledby={id} sx={{ mt: 2, minWidth: 0, bgcolor: 'transparent' }}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
};

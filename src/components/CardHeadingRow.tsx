/** A card's heading with its control (a time window's toggle) on the same line, wrapping below it when narrow. */
import { Stack } from '@mui/material';
import type { ReactNode } from 'react';

export const CardHeadingRow = ({ heading, action }: { heading: ReactNode; action: ReactNode }) => (
  <Stack direction="row" useFlexGap sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
    {heading}
    {action}
  </Stack>
);

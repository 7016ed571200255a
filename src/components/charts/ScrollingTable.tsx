/**
 * A chart's figures as a table that scrolls inside its box: focusable so that a keyboard can scroll
 * it, named by its caption so that it is found among the page's regions.
 */
import { Box, Table } from '@mui/material';
import type { ReactNode } from 'react';

export const ScrollingTable = ({ caption, maxHeight, children }: { caption: string; maxHeight: number; children: ReactNode }) => (
  <Box role="region" aria-label={caption} tabIndex={0} sx={{ maxHeight, overflowY: 'auto' }}>
    <Table size="small" stickyHeader sx={{ captionSide: 'top' }}>
      <caption>{caption}</caption>
      {children}
    </Table>
  </Box>
);

/** The heading of a home page section: its icon in the primary colour, then the title as an h2. */
import { Stack, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import { useTranslate } from 'react-admin';

export const SectionHeading = ({ id, icon, title, focusable = false }: { id: string; icon: ReactElement; title: string; focusable?: boolean }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', '& > svg': { color: 'primary.main', flex: 'none' } }}>
      {icon}
      <Typography id={id} tabIndex={focusable ? -1 : undefined} variant="h6" component="h2">
        {translate(title)}
      </Typography>
    </Stack>
  );
};

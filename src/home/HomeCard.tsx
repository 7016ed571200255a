import { Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import type { ReactElement, ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * A home card: decorative icon, heading, description and actions. Icons, not emoji: emoji depend on
 * the fonts of the system showing the page.
 */
export const HomeCard = ({ icon, title, description, children }: { icon: ReactElement; title: string; description: string; children: ReactNode }) => {
  const translate = useTranslate();
  const id = `home-card-${title.replace(/\W+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, '& > svg': { color: 'primary.main', flex: 'none' } }}>
          {icon}
          <Typography id={id} variant="h6" component="h2">
            {translate(title)}
          </Typography>
        </Stack>
        <Typography variant="body2" color="text.secondary">
          {translate(description)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>{children}</CardActions>
    </Card>
  );
};

import { Card, CardActions, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A home card: decorative emoji, heading, description and actions. */
export const HomeCard = ({ emoji, title, description, children }: { emoji: string; title: string; description: string; children: ReactNode }) => {
  const translate = useTranslate();
  const id = `home-card-${title.replace(/\W+/g, '-')}`;
  return (
    <Card component="section" aria-labelledby={id} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          <span aria-hidden="true">{emoji} </span>
          {translate(title)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(description)}
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>{children}</CardActions>
    </Card>
  );
};

import { Box, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface EmptyStateProps {
  title: string;
  description: string;
  actionLabel?: string;
  onAction?: () => void;
  icon?: ReactNode;
}

/** Title, description and an optional action, in place of an empty table. */
export const EmptyState = ({ title, description, actionLabel, onAction, icon }: EmptyStateProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ textAlign: 'center', py: 4, px: 2 }}>
      {icon && <Box sx={{ color: 'text.disabled', mb: 1, '& svg': { fontSize: 48 } }}>{icon}</Box>}
      <Typography variant="h6" component="p">
        {translate(title, { _: title })}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2, maxWidth: 480, mx: 'auto' }}>
        {translate(description, { _: description })}
      </Typography>
      {actionLabel && onAction && (
        <Button variant="contained" onClick={onAction}>
          {translate(actionLabel, { _: actionLabel })}
        </Button>
      )}
    </Box>
  );
};

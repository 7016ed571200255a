/**
 * "Needs attention": offline and disconnected nodes that still have enabled services, tokens expiring
 * within 7 days, services whose lifetime ends within 24 hours (attention.ts), each linking to its node.
 * Says when nothing needs attention, while it is still reading, and what it could not read.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import NotificationsIcon from '@mui/icons-material/NotificationsActiveOutlined';
import { Alert, Card, CardContent, Link, List, ListItem, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Attention } from './attention';
import { useAttentionGroups } from './useAttentionGroups';
import type { FleetTokens } from './useFleetTokens';
import { SectionHeading } from './SectionHeading';

/** Items shown per kind; the rest is counted. */
const PER_KIND = 5;

export interface AttentionPanelProps {
  attention: Attention | null;
  tokens: FleetTokens;
  failed: boolean;
  now: number;
}

export const AttentionPanel = ({ attention, tokens, failed, now }: AttentionPanelProps) => {
  const translate = useTranslate();
  const groups = useAttentionGroups(attention, now);
  const shown = groups.flatMap((group) => group.items.slice(0, PER_KIND));
  const extra = groups.filter((group) => group.items.length > PER_KIND);

  return (
    <Card component="section" aria-labelledby="needs-attention" sx={{ height: '100%' }}>
      <CardContent>
        <SectionHeading id="needs-attention" focusable icon={<NotificationsIcon aria-hidden />} title="app.home.attention.title" />
        <Typography variant="body2" color="text.secondary">
          {translate('app.home.attention.windows')} {translate('app.health.only_open')}
        </Typography>
        {failed && <Alert severity="error" sx={{ mt: 1 }}>{translate('app.home.attention.load_failed')}</Alert>}
        {!attention && !failed && (
          <Typography role="status" variant="body2" sx={{ mt: 2 }}>
            {translate('app.home.attention.loading')}
          </Typography>
        )}
        {attention && shown.length === 0 && (
          <Typography variant="body2" sx={{ mt: 2, display: 'flex', alignItems: 'center', gap: 1 }}>
            <CheckCircleIcon color="success" aria-hidden />
            {translate('app.home.attention.all_clear')}
          </Typography>
        )}
        {shown.length > 0 && (
          <List dense aria-labelledby="needs-attention">
            {shown.map((item) => (
              <ListItem key={item.key} disableGutters data-attention={item.key}>
                <ListItemIcon sx={{ minWidth: 36 }}>{item.icon}</ListItemIcon>
                {/* A long name in the sentence wraps within the panel. */}
                <ListItemText primary={item.primary} secondary={item.secondary} sx={{ minWidth: 0, overflowWrap: 'anywhere' }} />
              </ListItem>
            ))}
            {extra.map((group) => (
              <ListItem key={`more-${group.kind}`} disableGutters sx={{ pl: 4.5 }}>
                <ListItemText
                  primary={translate('app.home.attention.more', { smart_count: group.items.length - PER_KIND })}
                  secondary={group.more ? <Link component={RouterLink} to={group.more}>{translate('app.home.attention.more_nodes')}</Link> : null}
                />
              </ListItem>
            ))}
          </List>
        )}
        {tokens.checked < tokens.total && (
          <Alert severity="info" sx={{ mt: 1 }}>{translate('app.home.attention.tokens_capped', { checked: tokens.checked, total: tokens.total })}</Alert>
        )}
        {tokens.failed > 0 && <Alert severity="warning" sx={{ mt: 1 }}>{translate('app.home.attention.tokens_failed', { smart_count: tokens.failed })}</Alert>}
      </CardContent>
    </Card>
  );
};

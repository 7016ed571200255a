/**
 * The badges under a service's name, each a word as well as a colour (state, node, time left, sign-in, IP
 * lists). They wrap, so a phone never scrolls sideways.
 */
import BlockIcon from '@mui/icons-material/Block';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import FilterAltIcon from '@mui/icons-material/FilterAltOutlined';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import LockIcon from '@mui/icons-material/LockOutlined';
import TimerIcon from '@mui/icons-material/TimerOutlined';
import TimerOffIcon from '@mui/icons-material/TimerOffOutlined';
import { Box, Chip, type ChipProps } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import type { ReactElement, ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Service, ServiceType } from '../api/types';
import { useFormat } from '../components';
import type { LiveServiceState } from './useServiceState';

interface Badge {
  key: string;
  color: ChipProps['color'];
  icon: ReactElement;
  /** What the badge shows. */
  text: string;
  /** What a screen reader hears instead, when the short text needs its context. */
  spoken?: string;
}

const hasEntries = (list: string[] | null | undefined) => Array.isArray(list) && list.length > 0;

/** The badges of a service, in reading order (state first). */
export const useServiceBadges = (type: ServiceType, service: Service, state: LiveServiceState): Badge[] => {
  const translate = useTranslate();
  const format = useFormat();
  const badges: Badge[] = [];
  if (state.availability !== 'enabled') {
    const expired = state.availability === 'expired';
    badges.push({
      key: 'state',
      color: 'error',
      icon: expired ? <TimerOffIcon /> : <BlockIcon />,
      text: translate(expired ? 'app.services.badge.expired' : 'app.services.badge.disabled'),
    });
  }
  if (state.nodeProblem) {
    const name = state.node?.name ?? '';
    badges.push({
      key: 'node',
      color: 'warning',
      icon: state.nodeProblem === 'disconnected' ? <LinkOffIcon /> : <CloudOffIcon />,
      text: translate(`app.services.badge.node_${state.nodeProblem}`),
      spoken: translate(`app.services.badge.node_${state.nodeProblem}_named`, { name }),
    });
  }
  if (state.availability === 'enabled' && state.expiresAt !== null) {
    badges.push({
      key: 'expiry',
      color: 'info',
      icon: <TimerIcon />,
      text: translate('app.services.badge.expires_in', { time: format.duration(state.expiresAt - state.now) }),
    });
  }
  if (type === 'http' && (service as { requireAuth?: boolean }).requireAuth) {
    badges.push({ key: 'auth', color: 'default', icon: <LockIcon />, text: translate('app.services.badge.sign_in') });
  }
  if (hasEntries(service.allowedIps)) {
    badges.push({ key: 'allowed', color: 'default', icon: <FilterAltIcon />, text: translate('app.services.badge.allowed_ips') });
  }
  if (hasEntries(service.blockedIps)) {
    // The reference stores an HTTP service's blocked IPs but never applies them (API-FACTS §12.35).
    const ignored = type === 'http';
    badges.push({
      key: 'blocked',
      color: ignored ? 'warning' : 'default',
      icon: <BlockIcon />,
      text: translate(ignored ? 'app.services.badge.blocked_ips_ignored' : 'app.services.badge.blocked_ips'),
    });
  }
  return badges;
};

const Label = ({ text, spoken }: { text: string; spoken?: string }): ReactNode =>
  spoken ? (
    <>
      <span aria-hidden="true">{text}</span>
      <Box component="span" sx={visuallyHidden}>
        {spoken}
      </Box>
    </>
  ) : (
    text
  );

export interface ServiceBadgesProps {
  type: ServiceType;
  service: Service;
  state: LiveServiceState;
}

export const ServiceBadges = ({ type, service, state }: ServiceBadgesProps) => {
  const translate = useTranslate();
  const badges = useServiceBadges(type, service, state);
  if (badges.length === 0) return null;
  return (
    <Box
      component="ul"
      aria-label={translate('app.services.badge.list', { name: service.name })}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, listStyle: 'none', p: 0, m: 0 }}
    >
      {badges.map((badge) => (
        <Box component="li" key={badge.key} data-badge={badge.key} sx={{ maxWidth: '100%' }}>
          <Chip
            size="small"
            variant="outlined"
            color={badge.color}
            icon={badge.icon}
            label={<Label text={badge.text} spoken={badge.spoken} />}
            sx={{ maxWidth: '100%', height: 'auto', minHeight: 24, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          />
        </Box>
      ))}
    </Box>
  );
};

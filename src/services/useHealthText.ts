/** A service's health (the live engine's last check of it) in words: the inventory's column, a row's line, the CSV. */
import { format as formatTime, isSameDay } from 'date-fns';
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { useFormat } from '../components';
import type { ServiceHealth } from '../providers/live';

export const useHealthText = () => {
  const translate = useTranslate();
  const format = useFormat();
  return useCallback(
    (health: ServiceHealth): string => {
      const time = (at: number) => (isSameDay(at, Date.now()) ? formatTime(at, 'HH:mm:ss') : format.dateTime(at));
      const { last, paused } = health;
      const tunnel = health.tunnel?.slow ? ` · ${translate('app.health.state.tunnel_slow', { ms: Math.round(health.tunnel.ms ?? 0) })}` : '';
      let text: string;
      if (paused) text = translate(`app.health.state.${paused}`);
      else if (health.checking && !last) text = translate('app.health.state.checking');
      else if (health.refused && (health.refusedAt ?? 0) > (last?.t ?? 0)) {
        text = translate('app.health.state.refused', { reason: 'text' in health.refused ? health.refused.text : translate(health.refused.key) });
      } else if (last?.outcome === 'ok') text = translate('app.health.state.ok', { status: last.status ?? 200, ms: Math.round(last.ms), time: time(last.t) });
      else if (last) text = translate(`app.health.state.${last.outcome}`, { since: time(health.failingSince ?? last.t), smart_count: health.failures });
      else text = health.next ? translate('app.health.state.pending', { time: time(health.next) }) : translate('app.health.state.waiting');
      return text + tunnel;
    },
    [translate, format],
  );
};

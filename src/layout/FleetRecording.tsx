/**
 * The fleet's history is recorded on every screen while the console is open and signed in (issue 35),
 * not only on the screens that show fleet-wide figures (home, the nodes list): the layout follows the
 * fleet for as long as it is mounted, so the fleet's summed throughput and nodes online have no gap for
 * the minutes an operator spends on domains or a node's details. It follows the one fleet stream every
 * screen shares (providers/fleetStream.ts): no second connection, and a route change does not reopen
 * it. Started once the first screen is painted, as home's own fleet-wide reads are, so that no first
 * screen waits for the fleet.
 */
import { useEffect } from 'react';
import { useAfterFirstPaint } from '../components/useAfterFirstPaint';
import { fleetStream } from '../providers/fleetStream';
import { useSessionCheck } from '../providers/useSessionCheck';

const nothingToDraw = () => undefined;

export const FleetRecording = () => {
  const painted = useAfterFirstPaint();
  const checkSession = useSessionCheck();
  useEffect(() => (painted ? fleetStream.subscribe(nothingToDraw, checkSession) : undefined), [painted, checkSession]);
  return null;
};

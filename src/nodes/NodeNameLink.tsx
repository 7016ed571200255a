/**
 * A node's name as a link to its details page, in the theme's link colour (both themes). Pointed at or
 * focused, it loads the details screen's code, so that following it does not wait for that.
 */
import { Link } from '@mui/material';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Node } from '../api/types';
import { appRoutes } from '../appRoutes';
import { useScreenPreloader } from '../components/screenPreloader';

export const NodeNameLink = ({ node, ref }: { node: Pick<Node, 'id' | 'name'>; ref?: Ref<HTMLAnchorElement> }) => {
  const to = appRoutes.node(node.id);
  const preload = useScreenPreloader();
  return (
    <Link
      ref={ref}
      component={RouterLink}
      to={to}
      onPointerEnter={() => void preload.code(to)}
      onFocus={() => void preload.code(to)}
      sx={{ fontWeight: 500, overflowWrap: 'break-word' }}
    >
      {node.name}
    </Link>
  );
};

/** A node's name as a link to its details page, in the theme's link colour (both themes). */
import { Link } from '@mui/material';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Node } from '../api/types';
import { appRoutes } from '../appRoutes';

export const NodeNameLink = ({ node, ref }: { node: Pick<Node, 'id' | 'name'>; ref?: Ref<HTMLAnchorElement> }) => (
  <Link ref={ref} component={RouterLink} to={appRoutes.node(node.id)} sx={{ fontWeight: 500, overflowWrap: 'break-word' }}>
    {node.name}
  </Link>
);

/**
 * A node's name as a link to its details page. Pointed at or focused, it loads the details screen's code,
 * so that following it does not wait for that.
 */
import { Link } from '@mui/material';
import type { Ref } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Node } from '../api/types';
import { appRoutes } from '../appRoutes';
import { useScreenPreloader } from '../components/screenPreloader';
import { TruncatedText } from '../components/TruncatedText';

const NAME_FONT = { fontWeight: 500 } as const;

export const NodeNameLink = ({ node, ref }: { node: Pick<Node, 'id' | 'name'>; ref?: Ref<HTMLAnchorElement> }) => {
  const to = appRoutes.node(node.id);
  const preload = useScreenPreloader();
  return (
    <TruncatedText text={node.name} sx={NAME_FONT}>
      {(name) => (
        <Link ref={ref} component={RouterLink} to={to} onPointerEnter={() => void preload.code(to)} onFocus={() => void preload.code(to)}>
          {name}
        </Link>
      )}
    </TruncatedText>
  );
};

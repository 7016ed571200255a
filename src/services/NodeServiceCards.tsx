/** The HTTP Services and TCP Services cards of a node details page, each with 'Add Service'. */
import { Grid } from '@mui/material';
import { useState } from 'react';
import type { Node, ServiceType } from '../api/types';
import { ServiceCard } from './ServiceCard';
import { ServiceEditor } from './ServiceEditor';

export interface NodeServiceCardsProps {
  node: Node;
}

export const NodeServiceCards = ({ node }: NodeServiceCardsProps) => {
  const [adding, setAdding] = useState<ServiceType | null>(null);
  return (
    <>
      <Grid container spacing={2}>
        {(['http', 'tcp'] as const).map((type) => (
          <Grid key={type} size={{ xs: 12, lg: 6 }}>
            <ServiceCard type={type} node={node} onAdd={() => setAdding(type)} />
          </Grid>
        ))}
      </Grid>
      {adding && <ServiceEditor open type={adding} nodeId={node.id} node={node} onClose={() => setAdding(null)} />}
    </>
  );
};

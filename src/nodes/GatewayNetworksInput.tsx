/** 'Act as a network gateway' and its 'Interface & Subnet' rows; a node that is no gateway sends null. */
import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Typography } from '@mui/material';
import type { ChangeEvent } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ArrayInput, BooleanInput, SimpleFormIterator, TextInput, useSimpleFormIterator, useTranslate } from 'react-admin';

export const firstGatewayNetwork = () => ({ interface: 'eth0', subnet: '' });

const AddInterfaceButton = () => {
  const translate = useTranslate();
  const { add, total } = useSimpleFormIterator();
  return (
    <Button size="small" startIcon={<AddIcon />} onClick={() => add({ interface: `eth${total}`, subnet: '' })}>
      {translate('app.nodes.form.add_interface')}
    </Button>
  );
};

export const GatewayNetworksInput = ({ advanced }: { advanced: boolean }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const isGateway = useWatch({ name: 'isGateway' });

  const onGatewayChange = (event: ChangeEvent<HTMLInputElement>) => {
    setValue('gatewayNetworks', event.target.checked ? [firstGatewayNetwork()] : null, {
      shouldDirty: true,
      shouldValidate: false,
    });
  };

  return (
    <>
      <BooleanInput source="isGateway" label="app.nodes.form.is_gateway" helperText={false} onChange={onGatewayChange} />
      {isGateway && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" variant="subtitle2" sx={{ mb: 0.5 }}>
            {translate('app.nodes.form.networks')}
          </Typography>
          <ArrayInput source="gatewayNetworks" label={false} helperText={false}>
            <SimpleFormIterator
              inline
              disableReordering
              disableClear
              disableAdd={!advanced}
              disableRemove={!advanced}
              addButton={<AddInterfaceButton />}
            >
              <TextInput source="interface" label="app.nodes.form.interface" helperText={false} />
              <TextInput source="subnet" label="app.nodes.form.subnet" placeholder="192.168.1.0/24" helperText={false} />
            </SimpleFormIterator>
          </ArrayInput>
        </Box>
      )}
    </>
  );
};

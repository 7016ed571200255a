/**
 * Home: the live fleet (figures and what needs attention), then SPEC's welcome card, Create Node (opens
 * the node form; a created node goes to the nodes list, which shows its one-time token), Install the
 * CLI, Gateway Deployments, then help and sponsorship links.
 */
import AddCircleOutlineIcon from '@mui/icons-material/AddCircleOutline';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import FavoriteIcon from '@mui/icons-material/Favorite';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import TerminalIcon from '@mui/icons-material/Terminal';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import WavingHandIcon from '@mui/icons-material/WavingHand';
import { Box, Button, Card, CardContent, Grid, List, ListItem, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { appRoutes } from '../appRoutes';
import { links } from '../config';
import { NodeFormDialog, handOffCreatedNode } from '../nodes';
import { ExternalLink } from './ExternalLink';
import { FleetInsight } from './FleetInsight';
import { HomeCard } from './HomeCard';

const SUPPORT_ICON = { fontSize: '1.1em', mr: 0.5, verticalAlign: 'text-bottom' } as const;

const BULLETS = ['app.home.welcome.no_ports', 'app.home.welcome.platforms', 'app.home.welcome.ssl'];

const WelcomeCard = () => {
  const translate = useTranslate();
  return (
    <Card component="section" aria-labelledby="home-welcome">
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <WavingHandIcon aria-hidden sx={{ color: 'warning.main', flex: 'none' }} />
          <Typography id="home-welcome" variant="h5" component="h1" sx={{ fontWeight: 600 }}>
            {translate('app.home.welcome.title')}
          </Typography>
        </Stack>
        <List dense>
          {BULLETS.map((key) => (
            <ListItem key={key} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                <CheckCircleIcon color="success" fontSize="small" aria-hidden />
              </ListItemIcon>
              <ListItemText primary={translate(key)} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
};

const HomePage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [formOpen, setFormOpen] = useState(false);
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title="app.menu.home" />
      <FleetInsight />
      <WelcomeCard />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <HomeCard icon={<AddCircleOutlineIcon aria-hidden />} title="app.home.create.title" description="app.home.create.description">
            <Button variant="contained" onClick={() => setFormOpen(true)}>
              {translate('app.home.create.action')}
            </Button>
          </HomeCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <HomeCard icon={<TerminalIcon aria-hidden />} title="app.home.cli.title" description="app.home.cli.description">
            <ExternalLink href={links.cliDocs}>{translate('app.home.cli.action')}</ExternalLink>
          </HomeCard>
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <HomeCard icon={<Inventory2OutlinedIcon aria-hidden />} title="app.home.gateways.title" description="app.home.gateways.description">
            <Stack spacing={0.5}>
              <ExternalLink href={links.dockerGateway}>{translate('app.home.gateways.docker')}</ExternalLink>
              <ExternalLink href={links.kubernetesGateway}>{translate('app.home.gateways.kubernetes')}</ExternalLink>
              <ExternalLink href={links.homeAssistantAddon}>{translate('app.home.gateways.home_assistant')}</ExternalLink>
            </Stack>
          </HomeCard>
        </Grid>
      </Grid>
      <Box component="footer" sx={{ textAlign: 'center', color: 'text.secondary' }}>
        <Typography variant="body2">
          {translate('app.home.help.prefix')}{' '}
          <ExternalLink href={links.documentation}>{translate('app.home.help.documentation')}</ExternalLink>{' '}
          {translate('app.home.help.middle')}{' '}
          <ExternalLink href={links.repository}>{translate('app.home.help.github')}</ExternalLink>
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {translate('app.home.support.text')}
          <FavoriteIcon aria-hidden sx={{ color: 'error.main', fontSize: '1.1em', ml: 0.5, verticalAlign: 'text-bottom' }} />
        </Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'center', mt: 1 }}>
          <ExternalLink href={links.sponsor}>
            <VolunteerActivismIcon aria-hidden sx={SUPPORT_ICON} />
            {translate('app.home.support.sponsor')}
          </ExternalLink>
          <ExternalLink href={links.repository}>
            <StarBorderIcon aria-hidden sx={SUPPORT_ICON} />
            {translate('app.home.support.star')}
          </ExternalLink>
        </Stack>
      </Box>
      <NodeFormDialog
        open={formOpen}
        onClose={() => setFormOpen(false)}
        onSaved={(node, created) => {
          if (!created) return;
          handOffCreatedNode(node);
          navigate(appRoutes.nodes());
        }}
      />
    </Stack>
  );
};

export { HomePage };
export default HomePage;

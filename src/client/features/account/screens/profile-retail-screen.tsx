import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { ProfilePopups } from '../components/profile-popups';
import { ProfileRowItem } from '../components/profile-row-item';
import { ProfileSummary } from '../components/profile-summary';
import { accountMessages as m } from '../messages';
import type { RowGroup } from '../profile-menu';
import { useProfileScreen } from '../use-profile-screen';

const GROUPS: { group: RowGroup; title: MessageDescriptor }[] = [
  { group: 'account', title: m.groupAccount },
  { group: 'settings', title: m.groupSettings },
  { group: 'help', title: m.groupHelp },
];

/**
 * /profile, retail layout (seed 000: "retail layout differs"): a left-aligned member card on the brand colour and
 * the same rows grouped into Account, Settings and Help cards, as a shop's account page usually reads.
 */
export default function ProfileRetailScreen() {
  const intl = useIntl();
  const model = useProfileScreen();
  return (
    <Box sx={{ pb: 2 }}>
      <Box
        sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', '& .MuiTypography-root': { color: 'inherit' } }}
      >
        <ProfileSummary
          user={model.user}
          membership={model.membership}
          onMembership={model.showMembership}
          align="left"
        />
      </Box>
      {model.profile.isError && (
        <Alert severity="error" sx={{ m: 2 }}>
          {model.profile.error.message}
        </Alert>
      )}
      {GROUPS.map(({ group, title }) => {
        const rows = model.rows.filter((row) => row.group === group);
        if (rows.length === 0) return null;
        return (
          <Card key={group} variant="outlined" sx={{ mx: 2, mt: 2, borderRadius: 2 }} data-testid={`group-${group}`}>
            <Typography variant="overline" component="h2" sx={{ px: 2, pt: 1, display: 'block' }}>
              {intl.formatMessage(title)}
            </Typography>
            <List component="nav" sx={{ py: 0 }}>
              {rows.map((row) => (
                <ProfileRowItem key={row.id} row={row} model={model} />
              ))}
            </List>
          </Card>
        );
      })}
      <ProfilePopups model={model} />
    </Box>
  );
}

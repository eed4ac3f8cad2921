import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import { ProfilePopups } from '../components/profile-popups';
import { ProfileRowItem } from '../components/profile-row-item';
import { ProfileSummary } from '../components/profile-summary';
import { useProfileScreen } from '../use-profile-screen';

/** /profile, default layout: a centred header and one list of rows. */
export default function ProfileScreen() {
  const model = useProfileScreen();
  return (
    <Box>
      <ProfileSummary user={model.user} membership={model.membership} onMembership={model.showMembership} />
      {model.profile.isError && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }}>
          {model.profile.error.message}
        </Alert>
      )}
      <List component="nav" sx={{ bgcolor: 'background.paper', mx: 2, borderRadius: 2, py: 0, overflow: 'hidden' }}>
        {model.rows.map((row) => (
          <ProfileRowItem key={row.id} row={row} model={model} />
        ))}
      </List>
      <ProfilePopups model={model} />
    </Box>
  );
}

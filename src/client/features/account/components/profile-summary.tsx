import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { AuthUser } from '../../../api/profile';
import type { MembershipTier as Membership } from '../../../api/merchants';
import { accountMessages as m } from '../messages';

export function displayName(user: AuthUser | undefined, fallback: string): string {
  const name = [user?.firstname, user?.lastname].filter(Boolean).join(' ');
  return name || fallback;
}

/** Avatar, name, phone and the membership badge (tap opens the membership panel). */
export function ProfileSummary({
  user,
  membership,
  onMembership,
  align = 'center',
}: {
  user: AuthUser | undefined;
  membership: Membership | null;
  onMembership: (membership: Membership) => void;
  align?: 'center' | 'left';
}) {
  const intl = useIntl();
  const name = displayName(user, intl.formatMessage(m.guest));
  const initials = name
    .split(' ')
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: align === 'center' ? 'column' : 'row',
        alignItems: 'center',
        gap: 1.5,
        py: 3,
        px: 2,
        textAlign: align,
      }}
    >
      <Avatar
        sx={{
          width: 72,
          height: 72,
          fontSize: 28,
          // On the retail card (brand colour behind) the avatar inverts so it stays visible.
          bgcolor: align === 'center' ? 'primary.main' : 'primary.contrastText',
          color: align === 'center' ? 'primary.contrastText' : 'primary.main',
        }}
      >
        {initials}
      </Avatar>
      <Box>
        <Typography variant="h6" component="h1" data-testid="profile-name">
          {name}
        </Typography>
        {user?.phone && (
          <Typography color="text.secondary" data-testid="profile-phone">
            {user.phone}
          </Typography>
        )}
        {!user?.phone && user?.email && <Typography color="text.secondary">{user.email}</Typography>}
        {membership && (
          <Chip
            sx={{ mt: 1 }}
            color="primary"
            label={membership.name}
            onClick={() => onMembership(membership)}
            aria-label={intl.formatMessage(m.openMembership, { name: membership.name })}
            data-testid="membership-badge"
          />
        )}
      </Box>
    </Box>
  );
}

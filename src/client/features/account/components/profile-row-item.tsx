import Badge from '@mui/material/Badge';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ProfileRow } from '../profile-menu';
import type { ProfileScreenModel } from '../use-profile-screen';
import { accountMessages as m } from '../messages';

const Chevron = () => (
  <span aria-hidden="true" style={{ opacity: 0.5, fontSize: 20 }}>
    ›
  </span>
);

/** One menu row: a link for routes, a button for popups; the incomplete profile row carries a '!' and a warning. */
export function ProfileRowItem({ row, model }: { row: ProfileRow; model: ProfileScreenModel }) {
  const intl = useIntl();
  const label = intl.formatMessage(row.label);
  const text = (
    <ListItemText
      primary={
        <Badge color="error" badgeContent={row.warn ? '!' : null} sx={{ '& .MuiBadge-badge': { right: -12 } }}>
          {label}
        </Badge>
      }
      secondary={row.warn ? intl.formatMessage(m.incomplete) : undefined}
      slotProps={{
        secondary: { color: 'error' },
        primary: { sx: { color: row.id === 'logout' ? 'error.main' : undefined } },
      }}
    />
  );
  if ('to' in row.action)
    return (
      <ListItemButton component={Link} to={row.action.to} data-testid={`row-${row.id}`} divider>
        {text}
        <Chevron />
      </ListItemButton>
    );
  const popup = row.action.popup;
  return (
    <ListItemButton onClick={() => model.openPopup(popup)} data-testid={`row-${row.id}`} divider>
      {text}
      <Chevron />
    </ListItemButton>
  );
}

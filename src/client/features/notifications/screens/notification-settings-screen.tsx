import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Switch from '@mui/material/Switch';
import { useIntl } from 'react-intl';
import { NOTIFICATION_TOGGLE_TOAST_MS } from '../../../../shared/constants/notifications';
import { useAppDispatch } from '../../../state/store';
import { toastShown } from '../../../state/ui-slice';
import { useNotificationTypes, useSetNotificationType, type NotificationType } from '../../../api/notifications';
import { notificationMessages as m } from '../messages';

/**
 * /profile/notificationSetting: a switch per type. It flips at once, then calls enable or disable; the toast
 * '{name} is enabled' / '{name} is disabled' shows for 1 s (seed 000 §4). A failed call flips it back.
 */
export default function NotificationSettingsScreen() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const types = useNotificationTypes();
  const setType = useSetNotificationType();
  const [flipped, setFlipped] = useState<Record<string, boolean>>({});

  const toggle = (type: NotificationType, enabled: boolean) => {
    setFlipped((f) => ({ ...f, [type.id]: enabled }));
    setType.mutate(
      { id: type.id, enabled },
      {
        onSuccess: () => {
          dispatch(
            toastShown({
              type: 'success',
              message: enabled
                ? intl.formatMessage(m.enabled, { name: type.name })
                : intl.formatMessage(m.disabled, { name: type.name }),
              durationMs: NOTIFICATION_TOGGLE_TOAST_MS,
            }),
          );
        },
        onError: (error) => dispatch(toastShown({ type: 'error', message: error.message })),
        onSettled: () =>
          setFlipped((f) => {
            const { [type.id]: _done, ...rest } = f;
            return rest;
          }),
      },
    );
  };

  if (types.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={intl.formatMessage(m.settingsTitle)} />
      </Box>
    );
  if (types.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {types.error.message}
      </Alert>
    );
  return (
    <List sx={{ bgcolor: 'background.paper', m: 2, borderRadius: 2 }}>
      {types.data.map((type) => {
        const checked = flipped[type.id] ?? type.isEnabled;
        const labelId = `notification-type-${type.id}`;
        return (
          <ListItem
            key={type.id}
            divider
            secondaryAction={
              <Switch
                edge="end"
                checked={checked}
                onChange={(_e, value) => toggle(type, value)}
                slotProps={{ input: { 'aria-labelledby': labelId } }}
              />
            }
          >
            <ListItemText id={labelId} primary={type.name} secondary={type.desc} />
          </ListItem>
        );
      })}
    </List>
  );
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import { useTenant } from '../tenant/tenant-context';

/** The layout-specific call to action of home: buttons to the merchant page, worded by the variant. */
export function MerchantActions({ lead, actions }: { lead: MessageDescriptor; actions: MessageDescriptor[] }) {
  const intl = useIntl();
  const tenant = useTenant();
  return (
    <Stack spacing={1.5} sx={{ width: '100%', pt: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {intl.formatMessage(lead)}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'center' }}>
        {actions.map((action, index) => (
          <Button
            key={action.id}
            component={Link}
            to={`/merchant-detail/${tenant.id}`}
            variant={index === 0 ? 'contained' : 'outlined'}
            size="large"
            sx={{ minWidth: 132 }}
          >
            {intl.formatMessage(action)}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useMyMerchants } from '../../../api/my-rewards';
import { merchantMessages as m } from '../messages';

/** /memberships — each joined merchant with its active membership tier. */
export default function MembershipsScreen() {
  const intl = useIntl();
  const memberships = useMyMerchants();
  const merchants = memberships.data?.data ?? [];
  return (
    <Stack spacing={1.5} sx={{ p: 2 }}>
      {memberships.isPending && <CircularProgress sx={{ alignSelf: 'center' }} aria-label="loading" />}
      {memberships.isError && <Alert severity="error">{memberships.error.message}</Alert>}
      {memberships.isSuccess && merchants.length === 0 && (
        <Typography color="text.secondary" role="status">
          {intl.formatMessage(m.noMemberships)}
        </Typography>
      )}
      {merchants.map((merchant) => {
        const active = merchant.memberships.find((tier) => tier.isActive);
        return (
          <Card key={merchant._id} variant="outlined" data-testid="membership">
            <CardActionArea
              component={Link}
              to={`/merchant-detail/${encodeURIComponent(merchant._id)}/tabs/activity`}
              sx={{ p: 1.5 }}
            >
              <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                <Avatar src={merchant.logo ?? undefined} alt="" variant="rounded" sx={{ bgcolor: merchant.color }}>
                  {merchant.name.slice(0, 1)}
                </Avatar>
                <Stack sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 600 }}>
                    {merchant.name}
                  </Typography>
                  {active && (
                    <Typography variant="body2" color="text.secondary">
                      {active.name}
                    </Typography>
                  )}
                </Stack>
                {active && <Chip size="small" color="success" label={intl.formatMessage(m.memberSince)} />}
              </Stack>
            </CardActionArea>
          </Card>
        );
      })}
    </Stack>
  );
}

import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useDateFormat } from '../../../i18n/format-date';
import { loyaltyUnitName } from '../../../i18n/loyalty-unit';
import { useWallet, useWalletActivity } from '../../../api/wallet';
import { useTenant } from '../../../tenant/tenant-context';
import { EntryList } from '../components/entry-list';
import { WalletLoader } from '../components/wallet-loader';
import { pointsNumber } from '../lib/amounts';
import { POINT_LIST_SEGMENTS, pointsListPath, type PointList } from '../lib/paths';
import { walletMessages as m } from '../messages';

/**
 * /next/my/points/active and /next/my/points/inActive (seed 001 §2): the point entries usable now, or those not
 * yet available with when they will be; the balances and the next availability on top. The merchant is `?merchant=`
 * (the app's own by default).
 */
export default function PointsListScreen() {
  const intl = useIntl();
  const navigate = useNavigate();
  const format = useDateFormat();
  const tenant = useTenant();
  const { list: segment } = useParams();
  const [params] = useSearchParams();
  const merchantId = params.get('merchant') ?? tenant.id;
  const list: PointList = segment === POINT_LIST_SEGMENTS.inactive ? 'inactive' : 'active';
  const wallet = useWallet(merchantId);
  const activity = useWalletActivity(merchantId, 'points', list);
  return (
    <WalletLoader query={wallet}>
      {(w) => {
        const unit = w.loyaltyProgramUnit;
        const unitName = loyaltyUnitName(intl, unit);
        const balance = list === 'active' ? w.points.active : w.points.inactive;
        return (
          <Stack spacing={2} sx={{ p: 2 }}>
            <Typography component="h1" variant="h6" sx={{ fontWeight: 700 }}>
              {intl.formatMessage(m.pointsHeading, { unit: unitName, name: w.merchant.name })}
            </Typography>
            <ToggleButtonGroup
              exclusive
              fullWidth
              size="small"
              color="primary"
              value={list}
              onChange={(_e, value: PointList | null) =>
                value && navigate(pointsListPath(value, merchantId), { replace: true })
              }
            >
              <ToggleButton value="active">{intl.formatMessage(m.activePoints)}</ToggleButton>
              <ToggleButton value="inactive">{intl.formatMessage(m.inactivePoints)}</ToggleButton>
            </ToggleButtonGroup>
            <Typography variant="h4" component="p" sx={{ fontWeight: 700 }} data-testid="points-list-balance">
              {`${pointsNumber(balance, unit)} ${unitName}`}
            </Typography>
            {list === 'inactive' && (
              <Typography variant="body2" color="text.secondary" data-testid="next-availability">
                {w.points.nextAvailableAt && w.points.nextAvailableAmount
                  ? intl.formatMessage(m.nextAvailable, {
                      amount: `${pointsNumber(w.points.nextAvailableAmount, unit)} ${unitName}`,
                      date: format.date(w.points.nextAvailableAt),
                    })
                  : intl.formatMessage(m.noneWaiting)}
              </Typography>
            )}
            <EntryList
              query={activity}
              unit={unit}
              currencySymbol={tenant.currency.symbol}
              label={intl.formatMessage(m.activityTitle)}
            />
          </Stack>
        );
      }}
    </WalletLoader>
  );
}

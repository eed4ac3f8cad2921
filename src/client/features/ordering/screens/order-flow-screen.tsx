import Typography from '@mui/material/Typography';
import type { MessageDescriptor } from 'react-intl';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { OUTLET_ADDRESS_MAX_CHARS } from '../../../../shared/constants/ordering';
import { truncateDescription } from '../../../../shared/rules/text';
import { useOrderOutlets, type OrderOutlet } from '../../../api/ordering-catalogue';
import { FlexStack } from '../../../components/flex-stack';
import { ListError, ListLoading } from '../../../components/list-states';
import { PlainCard, PlainCardAction } from '../../../components/plain-card';
import { StatusBanner } from '../../../components/status-banner';
import { Tag } from '../../../components/tag';
import { ProductImage } from '../components/product-image';
import { useFlowParams } from '../hooks/use-flow-params';
import { outletMenuPath } from '../lib/paths';
import { flowMessages as m } from '../flow-messages';

/** Branch cards a phone shows before any scroll (each ~100 px tall under the title). */
const FIRST_SCREEN_OUTLETS = 4;

export interface OrderFlowVariant {
  title: MessageDescriptor;
  action: MessageDescriptor;
  /** Food shows each outlet's picture (a catalogue of restaurants); retail a compact branch list. */
  pictures: boolean;
}

/**
 * /order/merchant/:merchantId — page 0 of the ordering flow (seed 002 §2): the catalogue of restaurants (food) or
 * the branch selection (retail). An address naming the outlet (outlet, tableOutlet, tableToken) or a merchant with
 * one outlet goes straight on to that outlet's menu, keeping the query string.
 */
export function OrderFlowScreen({ title, action, pictures }: OrderFlowVariant) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { search } = useLocation();
  const merchantId = useParams().merchantId ?? '';
  const params = useFlowParams();
  const outlets = useOrderOutlets(merchantId);
  if (params.outletId) return <Navigate to={outletMenuPath(merchantId, params.outletId, search)} replace />;
  if (outlets.isPending) return <ListLoading label={intl.formatMessage(m.loading)} />;
  if (outlets.isError)
    return (
      <ListError
        error={outlets.error}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={() => void outlets.refetch()}
        sx={{ m: 2 }}
      />
    );
  if (outlets.data.length === 1)
    return <Navigate to={outletMenuPath(merchantId, outlets.data[0]._id, search)} replace />;
  const open = (outlet: OrderOutlet) => void navigate(outletMenuPath(merchantId, outlet._id, search));
  return (
    <FlexStack spacing={2} sx={{ p: 2 }}>
      <Typography variant="h6" component="h1" sx={{ fontWeight: 700 }}>
        {intl.formatMessage(title)}
      </Typography>
      {outlets.data.length === 0 && <StatusBanner severity="info">{intl.formatMessage(m.noOutlets)}</StatusBanner>}
      {outlets.data.map((outlet, index) => (
        <PlainCard key={outlet._id} data-testid="outlet-card">
          <PlainCardAction
            onClick={() => open(outlet)}
            sx={{ display: 'flex', alignItems: 'stretch', justifyContent: 'flex-start' }}
          >
            {pictures && (
              <ProductImage
                src={outlet.image}
                name={outlet.name}
                // The first branches are on screen at once; the rest load as they scroll into view.
                eager={index < FIRST_SCREEN_OUTLETS}
                sx={{ width: 112, minHeight: 96, flexShrink: 0 }}
              />
            )}
            <FlexStack spacing={0.5} sx={{ p: 1.5, flex: 1, minWidth: 0 }}>
              <Typography component="h2" sx={{ fontWeight: 700 }}>
                {outlet.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {truncateDescription(outlet.contact.addressLine, OUTLET_ADDRESS_MAX_CHARS)}
              </Typography>
              <FlexStack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                {!outlet.isOrder && <Tag label={intl.formatMessage(m.notOrdering)} />}
                <Typography variant="button" color="primary">
                  {intl.formatMessage(action)}
                </Typography>
              </FlexStack>
            </FlexStack>
          </PlainCardAction>
        </PlainCard>
      ))}
    </FlexStack>
  );
}

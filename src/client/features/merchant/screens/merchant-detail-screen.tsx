import { Suspense, lazy, useEffect } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import type { MessageDescriptor } from 'react-intl';
import { useLocation, useParams } from 'react-router-dom';
import { truncateDescription } from '../../../../shared/rules';
import { useLanguage } from '../../../i18n/language-context';
import { LanguagePicker } from '../../../components/language-picker';
import { PictureAvatar } from '../../../components/picture-avatar';
import { StatusBanner } from '../../../components/status-banner';
import { useTenant } from '../../../tenant/tenant-context';
import { usePromotion } from '../../../api/feed';
import { useMerchant, type Merchant } from '../../../api/merchants';
import { CoversCarousel } from '../components/covers-carousel';
import { FollowToggle } from '../components/follow-toggle';
import { MerchantActions } from '../components/merchant-actions';
import { MerchantTabs } from '../components/merchant-tabs';
import { parseDetailPath } from '../lib/detail-path';
import { isMerchantGone, publicSiteUrl } from '../lib/landing-target';
import { merchantMessages as m } from '../messages';

// Below the first viewport, or shown only on some addresses: loaded after the page's first paint.
const loadSections = () => import(/* webpackChunkName: "merchant-sections" */ '../components/merchant-sections');
const MerchantBelowFold = lazy(() => loadSections().then((module) => ({ default: module.MerchantBelowFold })));
const PromotionPanel = lazy(() => loadSections().then((module) => ({ default: module.PromotionPanel })));
const ProgramDetailLoader = lazy(() => loadSections().then((module) => ({ default: module.ProgramDetailLoader })));

/** Remembers a referral code from the address so sign-up and join can send it (seed 000 section 4). */
export const REFERRAL_CODE_KEY = 'livery:referralCode';

/**
 * /merchant-detail/:merchantId[/tabs/:tabName | /:referralCode | /programs/:id | /promotions/:id] and
 * /next/merchant/:merchantId (seed 000 section 2). The layout variant names the main button.
 */
export function MerchantDetailScreen({ actionLabel }: { actionLabel: (merchant: Merchant) => MessageDescriptor }) {
  const intl = useIntl();
  const tenant = useTenant();
  const language = useLanguage();
  const location = useLocation();
  const params = useParams();
  const merchantId = params.merchantId ?? '';
  const path = parseDetailPath(params['*'], location.search);
  const query = useMerchant(merchantId);
  const promotion = usePromotion(path.promotionId);

  useEffect(() => {
    if (path.referralCode) window.localStorage.setItem(REFERRAL_CODE_KEY, path.referralCode);
  }, [path.referralCode]);
  // A missing or inactive merchant sends the visitor to the product's public site (seed 000 section 8).
  const gone = query.isError && isMerchantGone(query.error);
  useEffect(() => {
    if (gone) window.location.replace(publicSiteUrl(window.location, tenant.subdomain));
  }, [gone, tenant.subdomain]);

  if (query.isPending) return <CircularProgress sx={{ m: 4, alignSelf: 'center' }} aria-label="loading" />;
  if (query.isError) {
    return (
      <StatusBanner
        severity="error"
        sx={{ m: 2 }}
        action={
          isMerchantGone(query.error) ? undefined : (
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {intl.formatMessage(m.retry)}
            </Button>
          )
        }
      >
        {isMerchantGone(query.error) ? (
          <>
            {intl.formatMessage(m.notFound)}{' '}
            <a href={publicSiteUrl(window.location, tenant.subdomain)}>
              {publicSiteUrl(window.location, tenant.subdomain)}
            </a>
          </>
        ) : (
          query.error.message
        )}
      </StatusBanner>
    );
  }
  const merchant = query.data;
  const isOwn = merchant._id === tenant.id;
  // /merchant-detail/:id/programs/:programId shows the program, with back to this merchant (seed 001 §2).
  if (path.programId)
    return (
      <Stack sx={{ p: 2 }}>
        <Suspense fallback={<CircularProgress sx={{ m: 4, alignSelf: 'center' }} aria-label="loading" />}>
          <ProgramDetailLoader
            programId={path.programId}
            backTo={`/merchant-detail/${encodeURIComponent(merchant._id)}`}
            showMerchantLink={false}
          />
        </Suspense>
      </Stack>
    );
  return (
    <Stack sx={{ pb: 3 }}>
      <CoversCarousel covers={merchant.covers} color={merchant.color} />
      <Stack spacing={2} sx={{ px: 2 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-end', mt: -4 }}>
          <PictureAvatar
            src={merchant.logo ?? undefined}
            variant="rounded"
            // Without covers the logo is the page's first image: fetched first (the covers' first one is, otherwise).
            imgProps={{ fetchPriority: merchant.covers.length === 0 ? 'high' : 'auto' }}
            sx={{
              width: 72,
              height: 72,
              bgcolor: merchant.color,
              border: 3,
              borderColor: 'background.paper',
              fontSize: 32,
            }}
          >
            {merchant.name.slice(0, 1)}
          </PictureAvatar>
          <Stack sx={{ flex: 1 }} />
          <LanguagePicker current={language} languages={tenant.languages} />
        </Stack>
        <Stack spacing={0.5}>
          <Typography
            variant="h5"
            component="h1"
            sx={{ fontWeight: 700 }}
            data-testid={isOwn ? 'tenant-name' : 'merchant-name'}
          >
            {merchant.name}
          </Typography>
          {merchant.category && (
            <Typography variant="caption" color="text.secondary">
              {merchant.category.name}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" data-testid="merchant-description">
            {truncateDescription(merchant.description)}
          </Typography>
        </Stack>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <FollowToggle merchant={merchant} />
        </Stack>
        <MerchantActions merchant={merchant} actionLabel={actionLabel(merchant)} />
        {path.referralCode && !merchant.joined && (
          <StatusBanner severity="info">{intl.formatMessage(m.referral, { code: path.referralCode })}</StatusBanner>
        )}
        {path.promotionId && promotion.data && (
          <Suspense fallback={null}>
            <PromotionPanel promotion={promotion.data} />
          </Suspense>
        )}
        {path.promotionId && promotion.isSuccess && !promotion.data && (
          <StatusBanner severity="info">{intl.formatMessage(m.programUnavailable)}</StatusBanner>
        )}
        <MerchantTabs merchant={merchant} tab={path.tab} now={new Date()} />
        <Suspense fallback={null}>
          <MerchantBelowFold merchant={merchant} />
        </Suspense>
      </Stack>
    </Stack>
  );
}

import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '../../../components/text-input';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useMatch, useParams } from 'react-router-dom';
import { NEAR_ME_DEFAULT_RANGE_KM, NEAR_SEARCH_RANGE_METRES } from '../../../../shared/constants/discovery';
import { ListError, ListLoading } from '../../../components/list-states';
import { useTenant } from '../../../tenant/tenant-context';
import { useNearMerchants, type NearQuery } from '../../../api/merchants';
import { CategoryDialog } from '../components/category-dialog';
import { NearControls } from '../components/near-controls';
import { OutletDialog } from '../components/outlet-dialog';
import { ResultsDrawer } from '../components/results-drawer';
import { mapsApiKey } from '../lib/maps-key';
import { outletResults, type OutletResult } from '../lib/outlet-results';
import { useGeolocation } from '../lib/use-geolocation';
import { nearMeMessages as m } from '../messages';

const NearMap = lazy(() => import(/* webpackChunkName: "near-map" */ '../components/near-map'));

/**
 * /nearme, /nearme/{merchant_id}, /nearme/{merchant_id}/programs/{program_id} and /searchNear (seed 000 §2):
 * map (when the tenant has a maps key) with the user, outlets and the radius; slider, category filter,
 * my-location; results drawer and outlet popup. /searchNear searches by name over the whole near-search range.
 */
export default function NearMeScreen() {
  const intl = useIntl();
  const tenant = useTenant();
  const { merchantId, programId } = useParams();
  const searching = useMatch('/searchNear') !== null;
  const { state: geo, refresh } = useGeolocation();
  const [rangeKm, setRangeKm] = useState(NEAR_ME_DEFAULT_RANGE_KM);
  const [shownKm, setShownKm] = useState(NEAR_ME_DEFAULT_RANGE_KM);
  const [category, setCategory] = useState<{ id?: string; name?: string }>({});
  const [categoryOpen, setCategoryOpen] = useState(false);
  const [q, setQ] = useState('');
  const [selected, setSelected] = useState<OutletResult | null>(null);
  const apiKey = mapsApiKey(tenant);
  const [mapFailed, setMapFailed] = useState(false);
  const onMapFail = useCallback(() => setMapFailed(true), []);
  // A merchant page's "near me" looks for that merchant's outlets at any distance.
  const wide = searching || merchantId !== undefined;
  const params: NearQuery | null =
    geo.status === 'ready'
      ? {
          latitude: geo.latitude,
          longitude: geo.longitude,
          rangeKm: wide ? NEAR_SEARCH_RANGE_METRES / 1000 : rangeKm,
          categoryId: category.id,
          q: searching && q.trim() ? q.trim() : undefined,
        }
      : null;
  const near = useNearMerchants(params);
  const results = useMemo(() => outletResults(near.data?.data ?? [], merchantId), [near.data, merchantId]);
  const now = new Date();

  if (geo.status === 'unavailable')
    return (
      <Box sx={{ p: 2 }}>
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={refresh}>
              {intl.formatMessage(m.tryAgain)}
            </Button>
          }
        >
          {intl.formatMessage(m.noLocation)}
        </Alert>
      </Box>
    );
  if (geo.status === 'locating') return <ListLoading label={intl.formatMessage(m.locating)} />;

  return (
    <Box sx={{ pb: 2 }}>
      {apiKey && !mapFailed ? (
        <Suspense fallback={<ListLoading label={intl.formatMessage(m.loading)} />}>
          <NearMap
            apiKey={apiKey}
            centre={geo}
            rangeKm={wide ? NEAR_ME_DEFAULT_RANGE_KM : shownKm}
            results={results}
            youLabel={intl.formatMessage(m.you)}
            onSelect={setSelected}
            onFail={onMapFail}
          />
        </Suspense>
      ) : (
        <Alert severity="info" sx={{ m: 2, mb: 0 }}>
          {intl.formatMessage(m.mapFailed)}
        </Alert>
      )}
      {searching && (
        <Box sx={{ px: 2, pt: 2 }}>
          <TextInput
            fullWidth
            size="small"
            type="search"
            label={intl.formatMessage(m.searchLabel)}
            value={q}
            onChange={(event) => setQ(event.target.value.slice(0, 100))}
          />
        </Box>
      )}
      {!wide && (
        <NearControls
          rangeKm={shownKm}
          onRangeChange={setShownKm}
          onRangeCommit={(km) => {
            setShownKm(km);
            setRangeKm(km);
          }}
          categoryName={category.name}
          onCategory={() => setCategoryOpen(true)}
          onMyLocation={refresh}
        />
      )}
      {programId && merchantId && (
        <Box sx={{ px: 2, pt: 1 }}>
          <Button variant="contained" component={RouterLink} to={`/programs/${encodeURIComponent(programId)}`}>
            {intl.formatMessage(m.viewProgram)}
          </Button>
        </Box>
      )}
      <Box sx={{ px: 1 }}>
        {near.isError && (
          <ListError
            error={near.error}
            retryLabel={intl.formatMessage(m.tryAgain)}
            onRetry={() => void near.refetch()}
          />
        )}
        {near.isPending ? (
          <ListLoading label={intl.formatMessage(m.loading)} />
        ) : (
          <ResultsDrawer results={results} now={now} onOpen={setSelected} />
        )}
      </Box>
      <CategoryDialog
        open={categoryOpen}
        selected={category.id}
        onClose={() => setCategoryOpen(false)}
        onSelect={(id, name) => {
          setCategory({ id, name });
          setCategoryOpen(false);
        }}
      />
      <OutletDialog result={selected} now={now} onClose={() => setSelected(null)} />
    </Box>
  );
}

import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ProgramDetail } from '../../../api/programs';
import { ProgramActivity } from '../../wallet';
import { programMessages as m } from '../messages';
import { ProgramDetailView } from './program-detail';

/** A member's program detail (seed 001 §2 screen 4): tabs Info and Activity (their entries in it, from the wallet). */
export default function ProgramTabs({
  program,
  showMerchantLink,
}: {
  program: ProgramDetail;
  showMerchantLink: boolean;
}) {
  const intl = useIntl();
  const [tab, setTab] = useState<'info' | 'activity'>('info');
  return (
    <Stack spacing={1.5}>
      <Tabs value={tab} onChange={(_event, value: 'info' | 'activity') => setTab(value)} variant="fullWidth">
        <Tab
          value="info"
          label={intl.formatMessage(m.tabInfo)}
          id="program-tab-info"
          aria-controls="program-tab-panel"
        />
        <Tab
          value="activity"
          label={intl.formatMessage(m.tabActivity)}
          id="program-tab-activity"
          aria-controls="program-tab-panel"
        />
      </Tabs>
      <div role="tabpanel" id="program-tab-panel" aria-labelledby={`program-tab-${tab}`}>
        {tab === 'info' ? (
          <ProgramDetailView program={program} showMerchantLink={showMerchantLink} />
        ) : (
          <Suspense fallback={<CircularProgress aria-label={intl.formatMessage(m.loading)} />}>
            <ProgramActivity programId={program._id} unit={program.merchant.loyaltyProgramUnit} />
          </Suspense>
        )}
      </div>
    </Stack>
  );
}

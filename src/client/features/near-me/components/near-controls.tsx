import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { formatDistanceKm, snapRangeKm } from '../../../../shared/rules';
import {
  NEAR_ME_MAX_RANGE_KM,
  NEAR_ME_MIN_RANGE_KM,
  NEAR_ME_RANGE_STEP_KM,
} from '../../../../shared/constants/discovery';
import { nearMeMessages as m } from '../messages';

const NEAR_ME_PAGE_STEP_KM = 10 * NEAR_ME_RANGE_STEP_KM;

interface NearControlsProps {
  rangeKm: number;
  onRangeCommit: (km: number) => void;
  onRangeChange: (km: number) => void;
  categoryName: string | undefined;
  onCategory: () => void;
  onMyLocation: () => void;
}

/** Range slider (0.1 to 5 km, step 0.1), category filter button and the my-location button. */
export function NearControls(props: NearControlsProps) {
  const intl = useIntl();
  const label = formatDistanceKm(props.rangeKm);
  return (
    <Box sx={{ px: 2, pt: 1 }}>
      <Typography id="near-range-label" variant="body2">
        {intl.formatMessage(m.range, { km: label })}
      </Typography>
      <Slider
        value={props.rangeKm}
        min={NEAR_ME_MIN_RANGE_KM}
        max={NEAR_ME_MAX_RANGE_KM}
        step={NEAR_ME_RANGE_STEP_KM}
        // Page Up / Page Down (and Shift + an arrow) move 1 km; MUI's default of 10 would jump from end to end.
        shiftStep={NEAR_ME_PAGE_STEP_KM}
        onChange={(_, value) => props.onRangeChange(snapRangeKm(value as number))}
        onChangeCommitted={(_, value) => props.onRangeCommit(snapRangeKm(value as number))}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => formatDistanceKm(value)}
        getAriaValueText={(value) => formatDistanceKm(value)}
        slotProps={{ input: { 'aria-label': intl.formatMessage(m.rangeSlider) } }}
      />
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="outlined" size="small" onClick={props.onCategory}>
          {props.categoryName ?? intl.formatMessage(m.allCategories)}
        </Button>
        <Button variant="outlined" size="small" onClick={props.onMyLocation}>
          {intl.formatMessage(m.myLocation)}
        </Button>
      </Box>
    </Box>
  );
}

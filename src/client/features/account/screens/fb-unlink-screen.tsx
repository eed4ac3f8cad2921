import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../../state/store';
import { useTenant } from '../../../tenant/tenant-context';
import { LinkedAccounts } from '../components/linked-accounts';
import { accountMessages as m } from '../messages';

/**
 * /profile/fbunlink: how to delete the data a social login shared (the wording is ours; the spec names the page). The
 * page stays public (Facebook asks apps for a data-deletion instructions URL); members also get their linked accounts
 * with Unlink, which deletes the link and what it shared at once.
 */
export default function FbUnlinkScreen() {
  const intl = useIntl();
  const tenant = useTenant();
  const isMember = useAppSelector((state) => state.session.role === 'member');
  return (
    <Paper elevation={0} sx={{ m: 2, p: 2, borderRadius: 2 }}>
      <Typography variant="h6" component="h1" gutterBottom>
        {intl.formatMessage(m.fbTitle)}
      </Typography>
      <Typography sx={{ mb: 1 }}>{intl.formatMessage(m.fbIntro)}</Typography>
      <ol>
        <li>{intl.formatMessage(m.fbStep1)}</li>
        <li>{intl.formatMessage(m.fbStep2, { name: tenant.name })}</li>
        <li>
          {intl.formatMessage(m.fbStep3)} <Link to="/contact">{intl.formatMessage(m.contact)}</Link>
        </li>
        <li>{intl.formatMessage(m.fbStep4)}</li>
      </ol>
      {isMember && <LinkedAccounts />}
    </Paper>
  );
}

import Box from '@mui/material/Box';
import { useParams } from 'react-router-dom';
import { ProgramDetailLoader } from '../components/program-detail';

/** /programs/:programId (seed 000 §2, generic program detail): back goes to /home (seed 001 §2). */
export default function ProgramScreen() {
  const { programId = '' } = useParams();
  return (
    <Box sx={{ p: 2 }}>
      <ProgramDetailLoader programId={programId} backTo="/home" showMerchantLink />
    </Box>
  );
}

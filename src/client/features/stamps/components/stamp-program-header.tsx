import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { stampName } from '../../../../shared/rules/stamps';
import { HowItWorks } from '../../programs';
import type { StampProgram } from '../../../api/stamps';

/** The program's image (or its merchant's colour), name, merchant and how it works. */
export function StampProgramHeader({ program }: { program: StampProgram }) {
  return (
    <Stack spacing={1.5}>
      {program.image ? (
        <Box
          component="img"
          src={program.image}
          alt=""
          sx={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', borderRadius: 2 }}
        />
      ) : (
        <Box aria-hidden sx={{ height: 12, borderRadius: 1, bgcolor: program.merchant.color }} />
      )}
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
        <Avatar src={program.merchant.logo ?? undefined} alt="" sx={{ bgcolor: program.merchant.color }}>
          {program.merchant.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h1" title={program.name} data-testid="stamp-program-name">
            {stampName(program.name)}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {program.merchant.name}
          </Typography>
        </Box>
      </Stack>
      <HowItWorks html={program.howItWorks} />
    </Stack>
  );
}

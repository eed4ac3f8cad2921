import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SanitizedHtml } from '../../../components/sanitized-html';
import { useFaq } from '../../../api/documents';
import { staticPageMessages as m } from '../messages';
import { PageState } from './page-state';

/** /faq: questions sorted by order, each opening its sanitised answer. */
export default function FaqScreen() {
  const query = useFaq();
  return (
    <PageState query={query} isEmpty={(list) => list.length === 0} empty={m.noFaq}>
      {(list) => (
        <Box sx={{ m: 2 }}>
          {list.map((entry) => (
            <Accordion
              key={entry._id}
              disableGutters
              elevation={0}
              sx={{ mb: 1, borderRadius: 2, '&::before': { display: 'none' } }}
            >
              <AccordionSummary aria-controls={`faq-${entry._id}`} id={`faq-${entry._id}-title`}>
                <Typography component="h2" sx={{ fontWeight: 600 }}>
                  {entry.title}
                </Typography>
              </AccordionSummary>
              <AccordionDetails id={`faq-${entry._id}`}>
                <SanitizedHtml html={entry.body} />
              </AccordionDetails>
            </Accordion>
          ))}
        </Box>
      )}
    </PageState>
  );
}

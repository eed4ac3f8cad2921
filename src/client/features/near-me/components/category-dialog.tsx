import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useIntl } from 'react-intl';
import { useCategories } from '../../../api/categories';
import { nearMeMessages as m } from '../messages';

interface CategoryDialogProps {
  open: boolean;
  selected: string | undefined;
  onSelect: (categoryId: string | undefined, name: string | undefined) => void;
  onClose: () => void;
}

/** Category filter popup: all categories, or one. */
export function CategoryDialog({ open, selected, onSelect, onClose }: CategoryDialogProps) {
  const intl = useIntl();
  const categories = useCategories({ enabled: open }).data ?? [];
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="near-category-title" fullWidth maxWidth="xs">
      <DialogTitle id="near-category-title">{intl.formatMessage(m.category)}</DialogTitle>
      <List sx={{ pt: 0 }}>
        <ListItemButton selected={!selected} onClick={() => onSelect(undefined, undefined)}>
          <ListItemText primary={intl.formatMessage(m.allCategories)} />
        </ListItemButton>
        {categories.map((category) => (
          <ListItemButton
            key={category._id}
            selected={selected === category._id}
            onClick={() => onSelect(category._id, category.name)}
          >
            <ListItemText primary={category.name} />
          </ListItemButton>
        ))}
      </List>
    </Dialog>
  );
}

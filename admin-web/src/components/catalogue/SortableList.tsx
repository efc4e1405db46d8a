import { useState, type ReactNode } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { List, ListItem, ListItemButton, Stack } from '@mui/material';
import {
  useCanAccess,
  useCreatePath,
  useListContext,
  useNotify,
  useRefresh,
  useResourceContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { RowActionButton } from '../RowActionButton';

interface Positioned extends RaRecord {
  position: number;
}

interface SortableListProps<T extends Positioned> {
  /** One row's content. */
  row: (record: T) => ReactNode;
}

/**
 * The catalogue in its order: staff who may change it drag a row (or press its arrows, on a
 * phone or from the keyboard) to a new place, which is saved as the record's 1-based `position`
 * with the whole record (PUT); the server moves the others to make room.
 */
export function SortableList<T extends Positioned>({ row }: SortableListProps<T>) {
  const { data = [] } = useListContext<T>();
  const resource = useResourceContext() ?? '';
  const createPath = useCreatePath();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate<T>();
  const { canAccess: canReorder = false } = useCanAccess({ resource, action: 'edit' });
  const [dragged, setDragged] = useState<T['id'] | null>(null);

  const moveTo = (record: T, index: number) => {
    if (index < 0 || index >= data.length || data[index]?.id === record.id) return;
    void update(
      resource,
      { id: record.id, data: { ...record, position: index + 1 }, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => refresh(),
        onError: () => notify('academy.catalogue.reorderFailed', { type: 'error' }),
      },
    );
  };

  return (
    <List aria-label={translate('academy.catalogue.order')}>
      {data.map((record, index) => (
        <ListItem
          key={record.id}
          divider
          disablePadding
          draggable={canReorder && !isPending}
          onDragStart={() => setDragged(record.id)}
          onDragOver={(event) => event.preventDefault()}
          onDrop={(event) => {
            event.preventDefault();
            const moved = data.find((item) => item.id === dragged);
            setDragged(null);
            if (moved) moveTo(moved, index);
          }}
          secondaryAction={
            canReorder && (
              <Stack direction="row">
                <RowActionButton
                  label="academy.catalogue.moveUp"
                  icon={<ArrowUpwardIcon fontSize="small" />}
                  disabled={isPending || index === 0}
                  onClick={() => moveTo(record, index - 1)}
                />
                <RowActionButton
                  label="academy.catalogue.moveDown"
                  icon={<ArrowDownwardIcon fontSize="small" />}
                  disabled={isPending || index === data.length - 1}
                  onClick={() => moveTo(record, index + 1)}
                />
              </Stack>
            )
          }
        >
          <ListItemButton
            component={Link}
            to={createPath({ resource, id: record.id, type: canReorder ? 'edit' : 'show' })}
            sx={{ pr: canReorder ? 12 : 2, gap: 1 }}
          >
            {canReorder && <DragIndicatorIcon fontSize="small" color="action" />}
            {row(record)}
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

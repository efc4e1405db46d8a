import type { MouseEvent, ReactNode } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Box, IconButton, List, ListItem, Stack } from '@mui/material';
import {
  Link,
  RecordContextProvider,
  useCreatePath,
  useListContext,
  type Identifier,
  type RaRecord,
} from 'react-admin';

/** A link to a record's page, as an eye icon named by `label`. */
export function ShowRecordButton({
  resource,
  id,
  label,
}: {
  resource: string;
  id: Identifier;
  label: string;
}) {
  const createPath = useCreatePath();
  return (
    <IconButton
      component={Link}
      to={createPath({ resource, type: 'show', id })}
      size="small"
      onClick={(event: MouseEvent) => event.stopPropagation()}
      aria-label={label}
      title={label}
    >
      <VisibilityIcon fontSize="small" />
    </IconButton>
  );
}

/** What one entry shows: its heading lines with a badge at their right, details, actions. */
export interface StackedEntry {
  heading: ReactNode;
  badge: ReactNode;
  details: ReactNode;
  actions: ReactNode;
}

interface StackedRecordListProps<RecordType extends RaRecord> {
  /** The list's name for screen readers. */
  label?: string;
  entry: (record: RecordType) => StackedEntry;
}

/**
 * Phones and portrait tablets: the list's records one below the other, each with its page and
 * the actions the role may use one tap away.
 */
export function StackedRecordList<RecordType extends RaRecord>({
  label,
  entry,
}: StackedRecordListProps<RecordType>) {
  const { data } = useListContext<RecordType>();
  if (!data) return null;
  return (
    <List disablePadding aria-label={label}>
      {data.map((record, index) => {
        const { heading, badge, details, actions } = entry(record);
        return (
          <RecordContextProvider key={record.id} value={record}>
            {/* A line between records drawn by the item itself: a list holds list items only. */}
            <ListItem divider={index < data.length - 1} sx={{ display: 'block', px: 1 }}>
              <Stack
                direction="row"
                sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}
              >
                <Box sx={{ minWidth: 0 }}>{heading}</Box>
                {badge}
              </Stack>
              {details}
              <Stack direction="row" sx={{ alignItems: 'center', mt: 0.5, gap: 0.5 }}>
                {actions}
              </Stack>
            </ListItem>
          </RecordContextProvider>
        );
      })}
    </List>
  );
}

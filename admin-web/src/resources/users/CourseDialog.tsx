import { useId, useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemText,
  TextField,
} from '@mui/material';
import { useDataProvider } from 'react-admin';
import { COURSE_PRESETS, type User } from '@academy/contracts';
import { COURSE_NAME_MAX_LENGTH, isPresetCourse, normalizeCourse } from '@academy/domain';
import { useTypedTranslate } from '../../i18n/use-typed-translate';
import type { AcademyDataProvider } from '../../providers/data-provider';
import { useUserChange } from './use-user-change';

interface CourseDialogProps {
  user: Pick<User, 'id' | 'course'>;
  open: boolean;
  onClose: () => void;
}

/**
 * Assigns a course: a preset (No Course, SILVER, GOLD, PLATINUM) is saved as soon as it is chosen;
 * 'Custom Option' asks for a name first.
 */
export function CourseDialog({ user, open, onClose }: CourseDialogProps) {
  const translate = useTypedTranslate();
  const dataProvider = useDataProvider<AcademyDataProvider>();
  const titleId = useId();
  const [custom, setCustom] = useState(false);
  const [name, setName] = useState('');
  const customCourse = normalizeCourse(name);
  const current = normalizeCourse(user.course) ?? 'NONE';

  const close = () => {
    setCustom(false);
    setName('');
    onClose();
  };
  const save = useUserChange({
    change: (course: string) => dataProvider.setCourse(user.id, course),
    failure: 'academy.users.errors.course',
    close,
  });

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>
        {translate('academy.users.courseDialog.title', { id: user.id })}
      </DialogTitle>
      {custom ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (customCourse !== null) save.mutate(customCourse);
          }}
        >
          <DialogContent>
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={translate('academy.users.courseDialog.name')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              slotProps={{ htmlInput: { maxLength: COURSE_NAME_MAX_LENGTH } }}
            />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setCustom(false)}>
              {translate('academy.users.actions.back')}
            </Button>
            <Button
              type="submit"
              variant="contained"
              disabled={customCourse === null || save.isPending}
            >
              {translate('academy.users.actions.save')}
            </Button>
          </DialogActions>
        </form>
      ) : (
        <>
          <List>
            {COURSE_PRESETS.map((preset) => (
              <ListItemButton
                key={preset}
                selected={preset === current}
                disabled={save.isPending}
                onClick={() => save.mutate(preset)}
              >
                <ListItemText primary={translate(`academy.users.course.${preset}`)} />
              </ListItemButton>
            ))}
            <ListItemButton selected={!isPresetCourse(current)} onClick={() => setCustom(true)}>
              <ListItemText primary={translate('academy.users.course.CUSTOM')} />
            </ListItemButton>
          </List>
          <DialogActions>
            <Button onClick={close}>{translate('academy.users.actions.cancel')}</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

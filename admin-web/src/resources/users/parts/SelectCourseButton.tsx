import SchoolIcon from '@mui/icons-material/School';
import { CourseDialog } from '../CourseDialog';
import { UserDialogButton } from './UserDialogButton';

export function SelectCourseButton() {
  return (
    <UserDialogButton
      label="academy.users.actions.selectCourse"
      icon={<SchoolIcon fontSize="small" />}
      Dialog={CourseDialog}
    />
  );
}

import { useState } from 'react';
import SchoolIcon from '@mui/icons-material/School';
import { useRecordContext } from 'react-admin';
import type { User } from '@academy/contracts';
import { CourseDialog } from '../CourseDialog';
import { RowActionButton } from '../../../components/RowActionButton';

export function SelectCourseButton() {
  const record = useRecordContext<User>();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <RowActionButton
        label="academy.users.actions.selectCourse"
        icon={<SchoolIcon fontSize="small" />}
        onClick={() => setOpen(true)}
      />
      <CourseDialog user={record} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

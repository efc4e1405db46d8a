import Card from '@mui/material/Card';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import PlayCircleIcon from '@mui/icons-material/PlayCircle';
import type { Lesson } from '@academy/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * 'Course Lessons': each lesson with a play or lock icon, its title and duration, and a tick
 * once the student has watched it.
 */
export function LessonList({
  lessons,
  selectedId,
  isLocked,
  isCompleted,
  onSelect,
}: {
  lessons: readonly Pick<Lesson, 'id' | 'title' | 'duration'>[];
  selectedId: number;
  isLocked: (lessonId: number) => boolean;
  isCompleted: (lessonId: number) => boolean;
  onSelect: (lessonId: number) => void;
}) {
  const { t } = useTranslation('education');
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" sx={{ fontSize: '1.1rem', px: 2, pt: 2 }}>
        {t('lessons.listTitle')}
      </Typography>
      <List>
        {lessons.map((lesson, index) => {
          const locked = isLocked(lesson.id);
          const selected = lesson.id === selectedId;
          return (
            <ListItem key={lesson.id} disablePadding divider={index < lessons.length - 1}>
              <ListItemButton
                selected={selected}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(lesson.id)}
              >
                <ListItemIcon
                  sx={{ minWidth: 40, color: locked ? 'text.disabled' : 'primary.main' }}
                >
                  {locked ? (
                    <LockIcon titleAccess={t('lessons.locked')} />
                  ) : (
                    <PlayCircleIcon titleAccess={t('lessons.available')} />
                  )}
                </ListItemIcon>
                <ListItemText primary={lesson.title} />
                {isCompleted(lesson.id) && (
                  <CheckCircleIcon
                    color="success"
                    fontSize="small"
                    titleAccess={t('lessons.completed')}
                    sx={{ ml: 1 }}
                  />
                )}
                <Typography
                  color="text.secondary"
                  sx={{ ml: 1, fontVariantNumeric: 'tabular-nums' }}
                >
                  {lesson.duration}
                </Typography>
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Card>
  );
}

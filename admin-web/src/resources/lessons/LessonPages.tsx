import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { LessonRecord } from '@academy/contracts';
import { CatalogueItemForm } from '../../components/catalogue/CatalogueItemForm';
import {
  CatalogueCreate,
  CatalogueEdit,
  CatalogueItemShow,
  CatalogueList,
} from '../../components/catalogue/catalogue-pages';
import { PublishedChip } from '../../components/catalogue/PublishedChip';

function LessonRowContent({ lesson }: { lesson: LessonRecord }) {
  const translate = useTranslate();
  const minutes = Math.floor(lesson.durationSeconds / 60);
  return (
    <Stack direction="row" sx={{ gap: 1.5, alignItems: 'center', flexWrap: 'wrap', flex: 1 }}>
      <Typography sx={{ overflowWrap: 'anywhere' }}>{lesson.title}</Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('academy.catalogue.duration', {
          minutes,
          seconds: lesson.durationSeconds - minutes * 60,
        })}
      </Typography>
      <PublishedChip published={lesson.published} />
    </Stack>
  );
}

const LessonRow = (lesson: LessonRecord) => <LessonRowContent lesson={lesson} />;

/** The video lessons in the order students see them; each length is read from its video. */
export function LessonList() {
  return <CatalogueList<LessonRecord> title="academy.catalogue.lessons.title" row={LessonRow} />;
}

export function LessonCreate() {
  return (
    <CatalogueCreate title="academy.catalogue.lessons.create">
      <CatalogueItemForm kind="lesson" />
    </CatalogueCreate>
  );
}

export function LessonEdit() {
  return (
    <CatalogueEdit title="academy.catalogue.lessons.edit">
      <CatalogueItemForm kind="lesson" />
    </CatalogueEdit>
  );
}

export function LessonShow() {
  return <CatalogueItemShow title="academy.catalogue.lessons.show" lesson />;
}

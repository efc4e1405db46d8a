import type { Translation } from '../../i18n/translation';
import type { bookFields, en, lessonFields, tierFields } from './en';

/** Поля тарифов (`resources.tiers.fields.<source>`). */
export const tierFieldsRu = {
  id: 'Идентификатор',
  name: 'Название курса',
  price: 'Цена, $',
  description: 'Описание',
  descriptionRu: 'Описание (русское)',
  popular: 'Популярный',
  published: 'Опубликован',
  position: 'Место',
} satisfies Translation<typeof tierFields>;

/** Поля книг (`resources.books.fields.<source>`). */
export const bookFieldsRu = {
  title: 'Название',
  titleRu: 'Название (русское)',
  description: 'Описание',
  descriptionRu: 'Описание (русское)',
  upload: 'PDF',
  cover: 'Обложка',
  tiers: 'Открывают тарифы',
  minBalance: 'Или баланс не меньше, $',
  free: 'Бесплатно для всех вошедших',
  published: 'Опубликовано',
  position: 'Место',
} satisfies Translation<typeof bookFields>;

/** Поля уроков (`resources.lessons.fields.<source>`). */
export const lessonFieldsRu = {
  ...bookFieldsRu,
  upload: 'Видео',
  durationSeconds: 'Длительность, секунд',
} satisfies Translation<typeof lessonFields>;

/** Остальные тексты каталога (`academy.catalogue.*`). */
export const ru = {
  tiers: {
    title: 'Тарифы и цены',
    create: 'Новый тариф',
    edit: 'Изменить тариф',
    show: 'Тариф',
    slug: 'Строчные латинские буквы, цифры и дефисы, первой — буква',
  },
  books: { title: 'Книги', create: 'Новая книга', edit: 'Изменить книгу', show: 'Книга' },
  lessons: { title: 'Уроки', create: 'Новый урок', edit: 'Изменить урок', show: 'Урок' },
  price: '$%{price}',
  duration: '%{minutes} мин %{seconds} с',
  published: 'Опубликовано',
  unpublished: 'Скрыто',
  order: 'В том порядке, в каком их видят студенты',
  moveUp: 'Выше',
  moveDown: 'Ниже',
  reorderFailed: 'Не удалось сохранить новый порядок: обновите страницу и попробуйте снова',
  upload: {
    label: {
      pdf: 'Книга (PDF)',
      video: 'Видео (MP4, H.264/AAC)',
      image: 'Обложка (JPEG, PNG или WebP)',
    },
    choose: 'Выбрать файл',
    current: 'Сохранённый файл: %{file}',
    progress: 'Ход загрузки',
    preview: 'Предпросмотр',
    pause: 'Пауза',
    resume: 'Продолжить',
    retry: 'Повторить',
    required: 'Загрузите файл',
    status: {
      uploading: 'Загрузка: %{percent}%',
      paused: 'Пауза на %{percent}%',
      failed: 'Соединение прервалось на %{percent}%: повторите, чтобы продолжить с этого места',
      done: 'Загружено: сохраните, чтобы прикрепить',
    },
  },
  errors: { save: 'Не удалось сохранить изменения' },
} satisfies Translation<typeof en>;

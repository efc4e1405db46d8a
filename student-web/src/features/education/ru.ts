import type { Translation } from '../../i18n/translation';
import type { en } from './en';

/** Тексты раздела «Обучение». */
export const ru = {
  overview: {
    goToSection: 'Перейти в раздел',
    books: {
      title: 'Электронные книги',
      description:
        'Книги о трейдинге: от основ форекса до управления рисками и психологии трейдера.',
    },
    video: {
      title: 'Видеоуроки',
      description: 'Видеоуроки о трейдинге, форексе, акциях, криптовалютах и анализе.',
    },
  },
  books: {
    cover: 'Обложка книги «{{title}}»',
    read: 'Читать',
    unavailable: 'Недоступно',
    loading: 'Загружаем книги…',
    loadFailed: 'Не удалось загрузить книги. Попробуйте позже.',
    failure: {
      locked: 'Ваш курс пока не открывает эту книгу: выберите курс, в который она входит.',
      popupBlocked:
        'Браузер заблокировал новую вкладку. Разрешите всплывающие окна для этого сайта и снова нажмите «Читать».',
      failed: 'Не удалось открыть книгу. Попробуйте ещё раз.',
    },
  },
  contents: {
    books_one: '{{count}} электронная книга',
    books_few: '{{count}} электронные книги',
    books_many: '{{count}} электронных книг',
    books_other: '{{count}} электронной книги',
    lessons_one: '{{count}} видеоурок',
    lessons_few: '{{count}} видеоурока',
    lessons_many: '{{count}} видеоуроков',
    lessons_other: '{{count}} видеоурока',
  },
  lessons: {
    courseTitle: 'Видеокурс «Основы трейдинга»',
    premiumNotice: {
      courseOrBalance:
        'Демонстрационный урок бесплатный. Весь курс открывается с тарифом {{courses}} или при балансе больше {{amount, usdWhole}}.',
      course: 'Демонстрационный урок бесплатный. Весь курс открывается с тарифом {{courses}}.',
      balance:
        'Демонстрационный урок бесплатный. Весь курс открывается при балансе больше {{amount, usdWhole}}.',
    },
    loadFailed: 'Не удалось загрузить уроки. Попробуйте позже.',
    listTitle: 'Уроки курса',
    locked: 'Закрыт',
    completed: 'Просмотрен',
    available: 'Доступен',
    premiumOnly: 'Этот урок доступен только премиум-пользователям',
    duration: 'Длительность: {{duration}}',
    loading: 'Загружаем урок…',
    videoFailed: 'Не удалось загрузить видео.',
    retry: 'Повторить',
  },
} satisfies Translation<typeof en>;

import type { Translation } from '../../i18n/translation';
import type { en } from './en';

/** Тексты экрана «Бонусы и акции». */
export const ru = {
  intro: 'Что академия предлагает своим студентам сегодня.',
  overdraft: {
    title: 'Пробный овердрафт',
    deposit: 'Торговый депозит {{amount, currency(currency: USD; minimumFractionDigits: 0)}}',
    access_one: '{{count}} день бесплатного доступа',
    access_few: '{{count}} дня бесплатного доступа',
    access_many: '{{count}} дней бесплатного доступа',
    access_other: '{{count}} дня бесплатного доступа',
    action: 'Активировать на панели',
    used: 'Вы уже воспользовались пробным овердрафтом.',
  },
  courses: {
    title: 'Тарифы курса',
    text: 'Курс открывает библиотеку книг, а Platinum — ещё и все видеоуроки.',
    price: '{{price, currency(currency: USD; minimumFractionDigits: 0)}}',
    popular: 'Популярный',
    action: 'Выбрать курс',
  },
  community: {
    title: 'Канал сообщества',
    text: 'Обсуждайте рынки с другими студентами и первыми узнавайте новости академии.',
    action: 'Присоединиться',
  },
  referrals: {
    title: 'Пригласите друзей',
    text: 'Поделитесь ссылкой: когда друг зарегистрируется по ней и сделает первый платёж, вы получите награду на баланс.',
    loading: 'Загружаем вашу реферальную ссылку',
    loadFailed: 'Не удалось загрузить вашу реферальную ссылку. Попробуйте позже.',
    link: 'Ваша реферальная ссылка',
    copy: 'Копировать',
    copied: 'Скопировано',
    share: 'Поделиться',
    shareTitle: 'Присоединяйтесь ко мне в Trading Academy',
    qr: 'QR-код вашей реферальной ссылки',
    invited: 'Приглашено',
    paid: 'Оплатили',
    earned: 'Заработано',
    money: '{{amount, currency(USD)}}',
    rewards: 'Награды',
    noRewards: 'Наград пока нет.',
    reward: '{{friend}}: {{amount}}',
    reversed: 'Списана',
    friends: 'Приглашённые друзья',
    friendJoined: 'Зарегистрирован(а) {{date}}',
    friendPaid: 'Зарегистрирован(а) {{date}}, оплатил(а)',
  },
} satisfies Translation<typeof en>;

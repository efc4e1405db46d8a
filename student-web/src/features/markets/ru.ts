import type { Translation } from '../../i18n/translation';
import type { en } from './en';

/** Тексты рыночных виджетов и экономического календаря. */
export const ru = {
  loading: 'Загружаем рыночные данные…',
  unavailable: 'Рыночные данные сейчас недоступны.',
  unavailableHint: 'Всё остальное в академии работает как обычно. Попробуйте позже.',
  attribution: 'Рыночные данные TradingView',
  disclaimer: 'Только для обучения, не инвестиционная рекомендация.',
  widgets: {
    advancedChart: 'График цены',
    tickerTape: 'Бегущая строка котировок',
    stockHeatmap: 'Тепловая карта акций',
    screener: 'Скринер форекса',
    economicCalendar: 'Экономический календарь',
    newsTimeline: 'Новости рынка',
  },
  calendar: {
    intro:
      'Решения по ставкам, данные об инфляции и занятости двигают курсы валют. В календаре — ближайшие публикации по основным валютам, от низкой до высокой важности, чтобы вы могли планировать сделки с их учётом.',
  },
} satisfies Translation<typeof en>;

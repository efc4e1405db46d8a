import { calendarDate, documentDate } from './document-date.js';

describe(calendarDate.name, () => {
  // 19:30 on 4 March in UTC is already 5 March in Almaty (UTC+5).
  const lateEvening = new Date('2026-03-04T19:30:00Z');

  it('is the day in the time zone, whatever the server’s', () => {
    expect(calendarDate(lateEvening, 'Asia/Almaty')).toBe('2026-03-05');
    expect(calendarDate(lateEvening, 'UTC')).toBe('2026-03-04');
    expect(calendarDate(new Date('2026-01-01T04:00:00Z'), 'America/Los_Angeles')).toBe(
      '2025-12-31',
    );
  });

  it('is the day a document written for that zone states', () => {
    expect(documentDate(lateEvening, 'en', 'Asia/Almaty', 'day')).toBe('5 March 2026');
    expect(documentDate(lateEvening, 'en', 'UTC', 'day')).toBe('4 March 2026');
  });
});

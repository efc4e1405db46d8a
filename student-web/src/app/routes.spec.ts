import { lazyScreen } from './lazy-screen';
import { MOBILE_GROUPS, SIDEBAR_ITEMS } from './layout/nav-items';
import { paths, routeList } from '../config/routes';

describe('the route table', () => {
  it.each(routeList.map((route) => [route.path, route.screen]))(
    '%s loads a component from features/%s.tsx',
    async (_, screen) => {
      const { Component } = await lazyScreen(screen)();
      expect(Component.name).toBe(screen.split('/')[1]);
    },
  );

  it('refuses a screen that does not exist', () => {
    expect(() => lazyScreen('nowhere/NowherePage')).toThrow(/does not exist/);
  });

  it('gives every route a distinct path', () => {
    const all = Object.values(paths);
    expect(new Set(all).size).toBe(all.length);
  });

  it('orders the sidebar, Top Up included', () => {
    expect(SIDEBAR_ITEMS.map((item) => item.labelKey)).toEqual([
      'nav.dashboard',
      'nav.activateAccount',
      'nav.topUp',
      'nav.education',
      'nav.tradingCenter',
      'nav.bonuses',
    ]);
  });

  it('groups and orders the mobile menu, Top Up and the Trading Desk included', () => {
    expect(
      MOBILE_GROUPS.map((group) => [
        group.titleKey,
        group.items.map((item) => ('to' in item ? item.to : item.labelKey)),
      ]),
    ).toEqual([
      ['nav.groupMain', ['/dashboard', '/settings', '/activate', 'nav.topUp']],
      [
        'nav.groupEducation',
        ['/education/books', '/education/video', '/calendar', '/trading', 'nav.tradingDesk'],
      ],
      ['nav.groupAdditional', ['/bonuses']],
    ]);
  });
});

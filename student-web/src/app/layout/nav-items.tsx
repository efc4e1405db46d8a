import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonIcon from '@mui/icons-material/Person';
import SchoolIcon from '@mui/icons-material/School';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import type { ReactElement } from 'react';
import {
  routeList,
  type MobileNavGroup,
  type NavIconName,
  type NavLabelKey,
} from '../../config/routes';

const ICONS: Record<NavIconName, ReactElement> = {
  dashboard: <DashboardIcon />,
  home: <HomeIcon />,
  activate: <VerifiedUserIcon />,
  education: <SchoolIcon />,
  books: <MenuBookIcon />,
  videoLessons: <VideoLibraryIcon />,
  calendar: <CalendarMonthIcon />,
  trading: <ShowChartIcon />,
  bonuses: <CardGiftcardIcon />,
  profile: <PersonIcon />,
};

export interface NavLink {
  labelKey: NavLabelKey;
  icon: ReactElement;
  to: string;
}

interface TopUpAction {
  labelKey: 'nav.topUp';
  icon: ReactElement;
  action: 'topUp';
}

/** The Trading Desk: the deployment's external desk (GET /api/config), in a new tab. */
interface TradingDeskLink {
  labelKey: 'nav.tradingDesk';
  icon: ReactElement;
  external: 'tradingDesk';
}

export type MobileItem = NavLink | TopUpAction | TradingDeskLink;

const byOrder = (a: { order: number }, b: { order: number }) => a.order - b.order;

/** 'Top Up' sits between Activate Account and Education and opens the top-up modal. */
const TOP_UP = {
  order: 30,
  item: { labelKey: 'nav.topUp', icon: <AccountBalanceWalletIcon />, action: 'topUp' },
} as const satisfies { order: number; item: TopUpAction };

/** The sidebar: the routes placed in it, and Top Up. */
export const SIDEBAR_ITEMS: (NavLink | TopUpAction)[] = [
  ...routeList.flatMap((route) => {
    const place = route.nav?.sidebar;
    return place
      ? [
          {
            order: place.order,
            item: { labelKey: place.labelKey, icon: ICONS[place.icon], to: route.path },
          },
        ]
      : [];
  }),
  TOP_UP,
]
  .sort(byOrder)
  .map(({ item }) => item);

const MOBILE_GROUP_TITLES = {
  main: 'nav.groupMain',
  education: 'nav.groupEducation',
  additional: 'nav.groupAdditional',
} as const satisfies Record<MobileNavGroup, NavLabelKey>;

/**
 * A phone does all a desktop does: Top Up follows Activate Account, as in the sidebar, and the
 * Trading Desk follows the Trading Center.
 */
const MOBILE_EXTRAS: Record<MobileNavGroup, { order: number; item: MobileItem }[]> = {
  main: [{ order: 40, item: TOP_UP.item }],
  education: [
    {
      order: 50,
      item: { labelKey: 'nav.tradingDesk', icon: <OpenInNewIcon />, external: 'tradingDesk' },
    },
  ],
  additional: [],
};

function mobileItems(group: MobileNavGroup): MobileItem[] {
  const links = routeList.flatMap((route) => {
    const place = route.nav?.mobile;
    return place?.group === group
      ? [
          {
            order: place.order,
            item: { labelKey: place.labelKey, icon: ICONS[place.icon], to: route.path },
          },
        ]
      : [];
  });
  return [...links, ...MOBILE_EXTRAS[group]].sort(byOrder).map(({ item }) => item);
}

/** The mobile slide-in menu's groups; the Additional group ends with Logout. */
export const MOBILE_GROUPS: {
  titleKey: (typeof MOBILE_GROUP_TITLES)[MobileNavGroup];
  items: MobileItem[];
  endsWithLogout?: true;
}[] = [
  { titleKey: MOBILE_GROUP_TITLES.main, items: mobileItems('main') },
  { titleKey: MOBILE_GROUP_TITLES.education, items: mobileItems('education') },
  {
    titleKey: MOBILE_GROUP_TITLES.additional,
    items: mobileItems('additional'),
    endsWithLogout: true,
  },
];

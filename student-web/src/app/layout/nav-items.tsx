import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import DashboardIcon from '@mui/icons-material/Dashboard';
import HomeIcon from '@mui/icons-material/Home';
import MenuBookIcon from '@mui/icons-material/MenuBook';
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

function mobileItems(group: MobileNavGroup): NavLink[] {
  return routeList
    .flatMap((route) => {
      const place = route.nav?.mobile;
      return place?.group === group ? [{ ...place, to: route.path }] : [];
    })
    .sort(byOrder)
    .map(({ labelKey, icon, to }) => ({ labelKey, icon: ICONS[icon], to }));
}

/** The mobile slide-in menu's groups; the Additional group ends with Logout. */
export const MOBILE_GROUPS: {
  titleKey: (typeof MOBILE_GROUP_TITLES)[MobileNavGroup];
  items: NavLink[];
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

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
import { paths } from '../../config/paths';

export type NavLabelKey =
  | 'nav.dashboard'
  | 'nav.activateAccount'
  | 'nav.topUp'
  | 'nav.education'
  | 'nav.tradingCenter'
  | 'nav.bonuses'
  | 'nav.home'
  | 'nav.profile'
  | 'nav.books'
  | 'nav.videoLessons'
  | 'nav.calendar'
  | 'nav.bonusesShort';

export interface NavLink {
  labelKey: NavLabelKey;
  icon: ReactElement;
  to: string;
}

/** The sidebar; 'Top Up' opens the top-up modal instead of navigating. */
export const SIDEBAR_ITEMS: (
  NavLink | { labelKey: 'nav.topUp'; icon: ReactElement; action: 'topUp' }
)[] = [
  { labelKey: 'nav.dashboard', icon: <DashboardIcon />, to: paths.dashboard },
  { labelKey: 'nav.activateAccount', icon: <VerifiedUserIcon />, to: paths.activate },
  { labelKey: 'nav.topUp', icon: <AccountBalanceWalletIcon />, action: 'topUp' },
  { labelKey: 'nav.education', icon: <SchoolIcon />, to: paths.education },
  { labelKey: 'nav.tradingCenter', icon: <ShowChartIcon />, to: paths.trading },
  { labelKey: 'nav.bonuses', icon: <CardGiftcardIcon />, to: paths.bonuses },
];

/** The mobile slide-in menu's groups; the Additional group ends with Logout. */
export const MOBILE_GROUPS: {
  titleKey: 'nav.groupMain' | 'nav.groupEducation' | 'nav.groupAdditional';
  items: NavLink[];
  endsWithLogout?: true;
}[] = [
  {
    titleKey: 'nav.groupMain',
    items: [
      { labelKey: 'nav.home', icon: <HomeIcon />, to: paths.dashboard },
      { labelKey: 'nav.profile', icon: <PersonIcon />, to: paths.settings },
      { labelKey: 'nav.activateAccount', icon: <VerifiedUserIcon />, to: paths.activate },
    ],
  },
  {
    titleKey: 'nav.groupEducation',
    items: [
      { labelKey: 'nav.books', icon: <MenuBookIcon />, to: paths.books },
      { labelKey: 'nav.videoLessons', icon: <VideoLibraryIcon />, to: paths.videoLessons },
      { labelKey: 'nav.calendar', icon: <CalendarMonthIcon />, to: paths.calendar },
      { labelKey: 'nav.tradingCenter', icon: <ShowChartIcon />, to: paths.trading },
    ],
  },
  {
    titleKey: 'nav.groupAdditional',
    items: [{ labelKey: 'nav.bonusesShort', icon: <CardGiftcardIcon />, to: paths.bonuses }],
    endsWithLogout: true,
  },
];

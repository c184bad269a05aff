import { LayoutDashboard, Plug, Tags, Upload, UserRound, type LucideIcon } from 'lucide-react';

export interface AccountLink {
  route: string;
  /** Its label, in the common namespace. */
  key: string;
  Icon: LucideIcon;
}

/**
 * A creator's home in the account menus (issue 25): their dashboard, the upload page, their offers and the public
 * profile their packs show.
 */
export const CREATOR_LINKS: readonly AccountLink[] = [
  { route: '/creator/dashboard', key: 'userMenu.dashboard', Icon: LayoutDashboard },
  { route: '/creator/upload', key: 'userMenu.upload', Icon: Upload },
  { route: '/creator/offers', key: 'userMenu.offers', Icon: Tags },
  { route: '/creator/profile', key: 'userMenu.profile', Icon: UserRound },
];

/** Connecting an assistant, which every signed-in person may do. */
export const CONNECT_LINK: AccountLink = { route: '/connect', key: 'userMenu.connect', Icon: Plug };

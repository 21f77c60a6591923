import { dashboardMenus } from './features/dashboard/menus.ts';
import { accountMenus } from './features/account/menus.ts';
import { billingMenus } from './features/billing/menus.ts';
import { givingMenus } from './features/giving/menus.ts';
import { supportMenus } from './features/support/menus.ts';
import { messagesMenus } from './features/messages/menus.ts';
import { churchMenus } from './features/church/menus.ts';
import { campusesMenus } from './features/campuses/menus.ts';
import { careMenus } from './features/care/menus.ts';
import { videosMenus } from './features/videos/menus.ts';
import { testimonialsMenus } from './features/testimonials/menus.ts';
import { resultsMenus } from './features/results/menus.ts';
import { cardOrdersMenus } from './features/cardOrders/menus.ts';
import { storeMenus } from './features/store/menus.ts';
import { connectionsMenus } from './features/connections/menus.ts';
import { moderatorsMenus } from './features/moderators/menus.ts';
import { contentMenus } from './features/content/menus.ts';
import { playerMenus } from './features/player/menus.ts';
import { usersMenus } from './features/users/menus.ts';
import { shortCodesMenus } from './features/shortCodes/menus.ts';
import { aiMenus } from './features/ai/menus.ts';
import { pastorLike, type FeatureMenus, type MenuLinkDefinition } from './menuVocabulary.ts';

// Where each route shows in the role menus, gathered from the features
// (app/features/<feature>/menus.ts), apart from the route table (app/routes.ts): the guard and
// the router need the table on every page, sign-in included, while only the signed-in shell
// builds menus (app/menus.ts), so this data loads with the shell, not with the entry.

/** The menu placements of each route that shows in a menu (spec section 6's table). */
export const routeMenus: FeatureMenus = {
  ...dashboardMenus,
  ...accountMenus,
  ...billingMenus,
  ...givingMenus,
  ...supportMenus,
  ...messagesMenus,
  ...churchMenus,
  ...campusesMenus,
  ...careMenus,
  ...videosMenus,
  ...testimonialsMenus,
  ...resultsMenus,
  ...cardOrdersMenus,
  ...storeMenus,
  ...connectionsMenus,
  ...moderatorsMenus,
  ...contentMenus,
  ...playerMenus,
  ...usersMenus,
  ...shortCodesMenus,
  ...aiMenus,
};

/** Menu entries that point outside the route table (see menus.ts for their addresses). */
export const menuLinks: readonly MenuLinkDefinition[] = [
  {
    name: 'viewPublicProfile',
    labelKey: 'menu.viewPublicProfile',
    menu: { menus: pastorLike, section: 'churchManagement', group: 'churchProfile', order: 20 },
  },
];

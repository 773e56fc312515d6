import type { LoginInviteTopic } from '../../../components/LoginInvite';
import type { LoaderFunction } from 'react-router';
import { lazyPage, type LazyRoute } from '../../lazy-page';
import { infoPageData, loadsWith } from '../../loaders';

/**
 * Every child page of the personal centre (spec section 2), in menu order: the one list that the
 * router registers and the side menu shows. The centre's frame (MyCenterLayout) draws each page's
 * title and, for a visitor, the login invitation; a page module draws only its content.
 */
export interface MyCenterPage {
  path: string;
  titleKey: string;
  /** The page's code. */
  page: LazyRoute;
  /** What an open page reads, started with its code (app/loaders). */
  loader?: LoaderFunction;
  /** Open to visitors and titled by its own content (the privacy agreement, about us): no frame. */
  open?: true;
  /** A link beside the title. */
  link?: { to: string; labelKey: string };
  /** What a visitor is told logging in opens here (issue 28); absent: their personal information. */
  invite?: LoginInviteTopic;
  /**
   * The menu page this one is opened from, with the item it shows (an anthology, one of my recipes):
   * without an item it has nothing to show, so the menu leaves it out and marks this page instead.
   */
  openedFrom?: string;
}

export const MY_CENTER_BASE = '/myCenter';

export const MY_CENTER_PAGES: readonly MyCenterPage[] = [
  { path: 'myInfo', titleKey: 'route.myInfo', page: lazyPage(() => import('../../../features/profile/pages/MyInfoPage')) },
  {
    path: 'editPhone',
    invite: 'phone',
    titleKey: 'route.editPhone',
    page: lazyPage(() => import('../../../features/profile/pages/EditPhonePage')),
  },
  {
    path: 'myMessage',
    invite: 'messages',
    titleKey: 'route.myMessage',
    page: lazyPage(() => import('../../../features/message/pages/MyMessagePage')),
  },
  {
    path: 'myCollection',
    invite: 'collections',
    titleKey: 'route.myCollection',
    page: lazyPage(() => import('../../../features/anthology/pages/MyAnthologyPage')),
  },
  {
    path: 'anthologyRecipe',
    invite: 'collections',
    titleKey: 'route.anthologyRecipe',
    page: lazyPage(() => import('../../../features/anthology/pages/AnthologyRecipePage')),
    link: { to: `${MY_CENTER_BASE}/myCollection`, labelKey: 'anthology.allAnthologies' },
    openedFrom: 'myCollection',
  },
  // The week composes search, collections and the lists' amounts into its page, so it lives here.
  { path: 'myWeek', invite: 'week', titleKey: 'route.myWeek', page: lazyPage(() => import('./MyWeekRoute')) },
  {
    path: 'myRelease',
    invite: 'posts',
    titleKey: 'route.myRelease',
    page: lazyPage(() => import('../../../features/my-recipe/pages/MyReleasePage')),
  },
  {
    path: 'myDevice',
    invite: 'device',
    titleKey: 'route.myDevice',
    page: lazyPage(() => import('../../../features/device/pages/MyDevicePage')),
  },
  // Cooking history offers "collect" and "plan" on each record: it composes three features, so it lives here.
  { path: 'cookingRecord', invite: 'cooking', titleKey: 'route.cookingRecord', page: lazyPage(() => import('./CookingRecordPage')) },
  {
    path: 'createRecord',
    invite: 'ownRecipes',
    titleKey: 'route.createRecord',
    page: lazyPage(() => import('../../../features/my-recipe/pages/CreateRecordPage')),
  },
  {
    path: 'shareRecord',
    invite: 'shared',
    titleKey: 'route.shareRecord',
    page: lazyPage(() => import('../../../features/share/pages/ShareRecordPage')),
  },
  {
    path: 'editPwd',
    invite: 'password',
    titleKey: 'route.editPwd',
    page: lazyPage(() => import('../../../features/profile/pages/EditPwdPage')),
  },
  {
    path: 'infoDetail',
    titleKey: 'route.infoDetail',
    page: lazyPage(() => import('../../../features/info-page/pages/InfoDetailPage')),
    loader: loadsWith(infoPageData, (data) => Promise.all([data.prefetchInfoPage('privacy'), data.prefetchInfoPage('agreement')])),
    open: true,
  },
  {
    path: 'feedback',
    invite: 'feedback',
    titleKey: 'route.feedback',
    page: lazyPage(() => import('../../../features/feedback/pages/FeedbackPage')),
  },
  {
    path: 'historyFeedback',
    invite: 'feedbackHistory',
    titleKey: 'route.historyFeedback',
    page: lazyPage(() => import('../../../features/feedback/pages/HistoryFeedbackPage')),
  },
  {
    path: 'aboutUs',
    titleKey: 'route.aboutUs',
    page: lazyPage(() => import('../../../features/info-page/pages/AboutUsPage')),
    loader: loadsWith(infoPageData, (data) => data.prefetchInfoPage('about')),
    open: true,
  },
  // My recipe as the public will see it: the my-recipe feature's data in the recipe feature's page.
  {
    path: 'recipeDetail',
    invite: 'ownRecipes',
    titleKey: 'route.recipeDetailMine',
    page: lazyPage(() => import('./MyRecipeDetailPage')),
    openedFrom: 'myRelease',
  },
  {
    path: 'editRecipe',
    invite: 'ownRecipes',
    titleKey: 'route.editRecipe',
    page: lazyPage(() => import('../../../features/my-recipe/pages/EditRecipePage')),
    openedFrom: 'myRelease',
  },
];

/** The side menu: the pages that stand on their own (not those opened with an item). */
export const MY_CENTER_MENU: readonly MyCenterPage[] = MY_CENTER_PAGES.filter((page) => !page.openedFrom);

/** The menu entry to mark while a page is shown: the page itself, or the one it was opened from. */
export function menuEntryOf(page: MyCenterPage | undefined): MyCenterPage | undefined {
  if (!page?.openedFrom) return page;
  return MY_CENTER_MENU.find((entry) => entry.path === page.openedFrom);
}

/**
 * Every child page of the personal centre (spec section 2), in menu order. The router registers one
 * route per entry and the side menu lists them, so the two can never disagree.
 */
export interface MyCenterPage {
  path: string;
  titleKey: string;
}

export const MY_CENTER_PAGES: readonly MyCenterPage[] = [
  { path: 'myInfo', titleKey: 'route.myInfo' },
  { path: 'editPhone', titleKey: 'route.editPhone' },
  { path: 'myMessage', titleKey: 'route.myMessage' },
  { path: 'myCollection', titleKey: 'route.myCollection' },
  { path: 'anthologyRecipe', titleKey: 'route.anthologyRecipe' },
  { path: 'myWeek', titleKey: 'route.myWeek' },
  { path: 'myRelease', titleKey: 'route.myRelease' },
  { path: 'myDevice', titleKey: 'route.myDevice' },
  { path: 'cookingRecord', titleKey: 'route.cookingRecord' },
  { path: 'createRecord', titleKey: 'route.createRecord' },
  { path: 'shareRecord', titleKey: 'route.shareRecord' },
  { path: 'editPwd', titleKey: 'route.editPwd' },
  { path: 'infoDetail', titleKey: 'route.infoDetail' },
  { path: 'feedback', titleKey: 'route.feedback' },
  { path: 'historyFeedback', titleKey: 'route.historyFeedback' },
  { path: 'aboutUs', titleKey: 'route.aboutUs' },
  { path: 'recipeDetail', titleKey: 'route.recipeDetailMine' },
  { path: 'editRecipe', titleKey: 'route.editRecipe' },
];

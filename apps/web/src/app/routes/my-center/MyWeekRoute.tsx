import { useAmountText } from '../../../features/basket/components/AmountText';
import MyWeekPage from '../../../features/week/pages/MyWeekPage';
import { RecipeSources } from '../shop-basket/RecipeSources';

/**
 * /myCenter/myWeek: the week feature's page, given what other features own: recipes found by search
 * or picked from the user's collections or own recipes, private ones included (RecipeSources), and amounts read in the user's units as the
 * shopping lists read them.
 */
export default function MyWeekRoute() {
  const amountText = useAmountText();
  return (
    <MyWeekPage
      amountText={amountText}
      recipePicker={({ text, label, onPick }) => (
        <RecipeSources
          sources={['search', 'anthology', 'mine', 'recent']}
          isPicked={() => false}
          onToggle={onPick}
          pick={{ text, label }}
        />
      )}
    />
  );
}

import type { HTMLAttributes } from 'react';

/**
 * A label on a recipe's page (a step's mode, an accessory): Mantine's light Badge with small corners and
 * the words as written (recipe.css `.chef-badge`), without its component, as a recipe page shows one
 * per step and is drawn by the server.
 */
export function RecipeBadge({
  color = 'gray',
  size = 'md',
  children,
  ...rest
}: { color?: 'gray' | 'orange'; size?: 'md' | 'lg' } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span className="chef-badge" data-color={color} data-size={size} {...rest}>
      <span className="chef-badge__label">{children}</span>
    </span>
  );
}

import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

/** How a plain button looks: Mantine Button's variants and sizes that our pages use. */
interface Look {
  variant?: 'filled' | 'light' | 'default' | 'subtle' | 'white';
  /** `subtle` is drawn in gray, as the header's buttons are. */
  size?: 'sm' | 'xs' | 'compact-sm';
  /** An icon before the label. */
  leftSection?: ReactNode;
}

/** The classes and data attributes of a plain button (app.css `.chef-button`), the label after its icon. */
function drawn({ variant = 'filled', size = 'sm', leftSection }: Look, className: string | undefined, label: ReactNode) {
  return {
    // Mantine's global classes: its focus ring for the keyboard, and the press's small shift.
    className: `chef-button mantine-focus-auto mantine-active${className ? ` ${className}` : ''}`,
    'data-variant': variant,
    'data-size': size,
    children: (
      <>
        {leftSection && <span className="chef-button__section">{leftSection}</span>}
        <span className="chef-button__label">{label}</span>
      </>
    ),
  };
}

/**
 * A button that looks like Mantine's Button (app.css `.chef-button`) without its component: a Mantine
 * Button renders four of its style-resolving boxes, and a recipe page shows a dozen buttons, which made
 * them a sixth of the page's server render and as much of its hydration on a phone. For the buttons of
 * the pages the server renders; a dialog's buttons stay Mantine's. `loading`: disabled, with a spinner
 * over the label (aria-busy), as Mantine's.
 */
export function PlainButton({
  variant,
  size,
  leftSection,
  loading = false,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: Look & { loading?: boolean } & ComponentPropsWithRef<'button'>) {
  return (
    <button
      type={type}
      disabled={disabled || loading}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      {...rest}
      {...drawn({ variant, size, leftSection }, className, children)}
    />
  );
}

/** A link drawn as a PlainButton (a page to go to, not an action). */
export function PlainButtonLink({ variant, size, leftSection, className, children, ...rest }: Look & LinkProps) {
  return <Link {...rest} {...drawn({ variant, size, leftSection }, className, children)} />;
}

/**
 * Words for screen readers only, in a polite live region (role="status"). It stays mounted, empty
 * when there is nothing to say, so that a change of its words is announced.
 */
export function LiveText({ children, testId }: { children: string; testId?: string }) {
  return (
    <span className="chef-sr-only" role="status" data-testid={testId}>
      {children}
    </span>
  );
}

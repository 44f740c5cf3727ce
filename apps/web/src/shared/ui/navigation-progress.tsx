/**
 * A thin bar at the top of the page while a navigation loads (DESIGN §5: visible progress).
 * Decorative: screen readers get the loading state from the screens themselves.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  return <div className="navigation-progress" data-active={active || undefined} aria-hidden />;
}

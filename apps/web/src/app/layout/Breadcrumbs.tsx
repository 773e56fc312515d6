import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { shouldShowTrail, type Crumb } from '../../lib/breadcrumb';

/**
 * Earlier crumbs link back with {refresh: true}: the page was seen before, so it refetches rather
 * than showing what it had cached. A crumb named after its item holds the whole name (its accessible
 * name, and a title for the pointer); the CSS cuts what does not fit the line with an ellipsis
 * (app.css .chef-crumb--named), so a wide screen shows it all and a phone as much as fits.
 */
export function BreadcrumbTrail({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  if (!shouldShowTrail(trail)) return null;
  const text = (crumb: Crumb) => crumb.label ?? t(crumb.titleKey);
  // Only an item's name gives way; the pages' own short titles keep their words.
  const named = (crumb: Crumb) => (crumb.label ? 'chef-crumb--named' : undefined);
  return (
    <nav aria-label={t('header.breadcrumb')} data-testid="breadcrumb">
      <MantineBreadcrumbs separator="›" separatorMargin={6} mb="md" className="chef-trail">
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <Text key={crumb.path} size="sm" fw={600} aria-current="page" title={crumb.label} className={named(crumb)}>
              {text(crumb)}
            </Text>
          ) : (
            <Anchor
              key={crumb.path}
              component={Link}
              to={crumb.path}
              state={{ refresh: true }}
              size="sm"
              c="dimmed"
              title={crumb.label}
              className={named(crumb)}
            >
              {text(crumb)}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}

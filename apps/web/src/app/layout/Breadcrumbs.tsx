import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { crumbText, shouldShowTrail, type Crumb } from '../../lib/breadcrumb';

/**
 * Earlier crumbs link back with {refresh: true}: the page was seen before, so it refetches rather
 * than showing what it had cached. A crumb named after its item shows the whole name on hover.
 */
export function BreadcrumbTrail({ trail }: { trail: readonly Crumb[] }) {
  const { t } = useTranslation();
  if (!shouldShowTrail(trail)) return null;
  const text = (crumb: Crumb) => (crumb.label ? crumbText(crumb.label) : t(crumb.titleKey));
  const title = (crumb: Crumb) => (crumb.label && crumbText(crumb.label) !== crumb.label ? crumb.label : undefined);
  return (
    <nav aria-label={t('header.breadcrumb')} data-testid="breadcrumb">
      <MantineBreadcrumbs separator="›" separatorMargin={6} mb="md" style={{ flexWrap: 'wrap' }}>
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <Text key={crumb.path} size="sm" fw={600} aria-current="page" title={title(crumb)}>
              {text(crumb)}
            </Text>
          ) : (
            <Anchor key={crumb.path} component={Link} to={crumb.path} state={{ refresh: true }} size="sm" c="dimmed" title={title(crumb)}>
              {text(crumb)}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}

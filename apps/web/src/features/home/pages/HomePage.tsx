import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/ComingSoon';
import { useRefreshQueries } from '../../../lib/refresh';
import { BannerStrip, bannerQueryKey } from '../components/BannerStrip';

/**
 * The home page shell: welcome hero and the configured banners. The spec's sections (meal plan,
 * trending, recently viewed, most popular, featured articles) arrive with the recipe features.
 */
export default function HomePage() {
  const { t } = useTranslation();
  useRefreshQueries([bannerQueryKey]);
  return (
    <Stack gap="xl">
      <section className="chef-hero" data-testid="home-hero">
        <Text size="sm" fw={700} tt="uppercase" style={{ letterSpacing: '0.12em', opacity: 0.9 }}>
          {t('product.title')}
        </Text>
        <Title order={1} className="chef-hero__title" mt={8}>
          {t('product.slogan')}
        </Title>
        <Group mt="lg" gap="sm">
          <Button component={Link} to="/home/week" variant="white" color="brand" size="md" radius="xl">
            {t('route.week')}
          </Button>
          <Button
            component={Link}
            to="/home/recipe"
            variant="outline"
            size="md"
            radius="xl"
            styles={{ root: { color: '#fff', borderColor: 'rgba(255,255,255,0.8)' } }}
          >
            {t('route.recipe')}
          </Button>
        </Group>
      </section>
      <BannerStrip />
      <ComingSoon />
    </Stack>
  );
}

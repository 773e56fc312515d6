import { Button } from '@mantine/core';
import { CARD_ROW_SIZES, type ArticleListItem, type Home, type RecipeListItem } from '@chef/shared';
import { useDeferredValue } from 'react';
import { drawsServerHtml, HydrationRegion } from '../../../lib/hydration';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArticleCard } from '../../../components/ArticleCard';
import { LoadError } from '../../../components/LoadError';
import { RecipeCard } from '../../../components/RecipeCard';
import { useRefreshQueries } from '../../../lib/refresh';
import { homeQueryKey, useHome } from '../api/qry-home';
import { BannerStrip } from '../components/BannerStrip';
import { HomeSection, SectionSkeleton } from '../components/HomeSection';
import '../home.css';

function Hero() {
  const { t } = useTranslation();
  return (
    <section className="chef-hero" data-testid="home-hero">
      <p className="chef-hero__kicker">{t('product.title')}</p>
      <h1 className="chef-hero__title">{t('product.slogan')}</h1>
      <div className="chef-hero__actions">
        <Button component={Link} to="/home/week" variant="white" color="brand" size="md" radius="xl">
          {t('route.week')}
        </Button>
        <Button component={Link} to="/home/recipe" variant="outline" size="md" radius="xl" className="chef-hero__secondary">
          {t('route.recipe')}
        </Button>
      </div>
    </section>
  );
}

function RecipeRow({ recipes, eager = false }: { recipes: readonly RecipeListItem[]; eager?: boolean }) {
  return (
    <div className="chef-row">
      {recipes.map((recipe, index) => (
        // Without banners, the first cards are the largest pictures of the first view.
        <RecipeCard key={recipe.id} recipe={recipe} sizes={CARD_ROW_SIZES} eager={eager && index < 2} lcp={eager && index === 0} />
      ))}
    </div>
  );
}

function ArticleRow({ articles }: { articles: readonly ArticleListItem[] }) {
  return (
    <div className="chef-row">
      {articles.map((article) => (
        <ArticleCard key={article.id} article={article} sizes={CARD_ROW_SIZES} />
      ))}
    </div>
  );
}

function Empty({ text }: { text: string }) {
  return <p className="chef-section__empty">{text}</p>;
}

function HomeSections({ home }: { home: Home }) {
  const { t } = useTranslation();
  const { weekPlan } = home;
  // The first view (banners, this week's plan) renders at once; the sections below it follow in a
  // deferred, interruptible render, so no single long task blocks the page while they are built.
  // A server-rendered page carries them all (lib/hydration).
  const later = useDeferredValue<Home | null>(home, drawsServerHtml() ? home : null);
  return (
    <div className="chef-home__sections">
      <BannerStrip banners={home.banners} />
      <HomeSection
        id="week"
        title={t('home.mealPlan')}
        kicker={weekPlan.source === 'plan' ? t('home.mealPlanMine') : t('home.mealPlanSelection')}
        link={{ to: '/home/week', label: t('home.seeWeek') }}
      >
        {weekPlan.records.length > 0 ? (
          <RecipeRow recipes={weekPlan.records} eager={home.banners.length === 0} />
        ) : (
          <Empty text={t('home.weekEmpty')} />
        )}
      </HomeSection>
      {/* Hydrated after the first view (lib/hydration). */}
      <HydrationRegion>{later ? <LaterSections key="loaded" home={later} /> : <LaterSkeleton key="loading" />}</HydrationRegion>
    </div>
  );
}

function LaterSections({ home }: { home: Home }) {
  const { t } = useTranslation();
  return (
    <>
      <HomeSection
        later={{ cards: home.trending.length, kind: 'recipe' }}
        id="trending"
        title={t('home.trending')}
        link={{ to: '/home/recipe?sort=hot', label: t('home.seeAll') }}
      >
        {home.trending.length > 0 ? <RecipeRow recipes={home.trending} /> : <Empty text={t('home.sectionEmpty')} />}
      </HomeSection>
      <HomeSection later={{ cards: home.recentlyViewed.length, kind: 'recipe' }} id="recent" title={t('home.recentlyViewed')}>
        {home.recentlyViewed.length > 0 ? <RecipeRow recipes={home.recentlyViewed} /> : <Empty text={t('home.recentEmpty')} />}
      </HomeSection>
      <HomeSection
        later={{ cards: home.mostPopular.length, kind: 'recipe' }}
        id="popular"
        title={t('home.mostPopular')}
        link={{ to: '/home/recipe?sort=rating', label: t('home.seeAll') }}
      >
        {home.mostPopular.length > 0 ? <RecipeRow recipes={home.mostPopular} /> : <Empty text={t('home.sectionEmpty')} />}
      </HomeSection>
      <HomeSection
        later={{ cards: home.featuredArticles.length, kind: 'article' }}
        id="articles"
        title={t('home.featuredArticles')}
        link={{ to: '/home/article', label: t('home.allArticles') }}
      >
        {home.featuredArticles.length > 0 ? <ArticleRow articles={home.featuredArticles} /> : <Empty text={t('home.sectionEmpty')} />}
      </HomeSection>
    </>
  );
}

function LaterSkeleton() {
  return (
    <div className="chef-home__later-loading">
      <SectionSkeleton />
    </div>
  );
}

/** Reserves the sections' room while qryHome is on its way, so the footer never jumps. */
function HomeSkeleton() {
  return (
    <div className="chef-home__sections chef-home__sections--loading">
      <div className="chef-banner chef-skeleton" aria-hidden="true" />
      <SectionSkeleton />
      <SectionSkeleton />
    </div>
  );
}

/**
 * The home page (spec "Screen contents"): banners, this week's meal plan, trending, recently viewed,
 * most popular and featured articles, all from one qryHome call that the route's loader starts early.
 */
export default function HomePage() {
  const home = useHome();
  useRefreshQueries([homeQueryKey]);
  let body;
  if (home.data) body = <HomeSections key="loaded" home={home.data} />;
  else if (home.isError) body = <LoadError key="error" onRetry={() => void home.refetch()} />;
  else body = <HomeSkeleton key="loading" />;
  return (
    <div className="chef-home">
      <Hero />
      {body}
    </div>
  );
}

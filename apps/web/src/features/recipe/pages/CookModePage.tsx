import type { UseQueryResult } from '@tanstack/react-query';
import { ActionIcon, Button, Drawer, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { ingredientsNamedIn, timesOfStep, type RecipeDetail, type Step } from '@chef/shared';
import { useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CloseIcon, TimerIcon } from '../../../components/content-icons';
import { LoadError } from '../../../components/LoadError';
import { ApiError } from '../../../lib/api-client';
import { cookModeCatalogues } from '@chef/shared';
import { addCatalogues } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/page-title';
import { unitSetting } from '../../../lib/settings';
import { useRecipeDetail } from '../api/qry-recipe-detail';
import { IngredientList, PortionsStepper } from '../components/IngredientsPanel';
import { StepSettings } from '../components/StepList';
import { askNotificationPermission, notifyHidden, playAlarm, prepareSound, useWakeLock, vibrate } from '../lib/cook-alerts';
import { clearSession, loadSession, newSession, saveSession, type CookSession } from '../lib/cook-session';
import {
  dueAlarms,
  extendTimer,
  formatClock,
  hasEnded,
  pauseTimer,
  removeTimer,
  resumeTimer,
  startTimer,
  timeLeft,
  type CookTimer,
} from '../lib/cook-timers';
import { clampPortions } from '../lib/portions';
import { RecipeNotFound, useRecipeId } from './RecipeDetailPage';
import '../recipe.css';
import '../cook-mode.css';

addCatalogues(cookModeCatalogues);

/** A ringing timer sounds again this often, for this long, until it is stopped. */
const RING_EVERY_MS = 5000;
const RING_FOR_MS = 2 * 60 * 1000;
/** How far a finger must travel sideways to turn the page. */
const SWIPE_PX = 60;

/** What the route composes into the last screen: the cooking record and the rating (other features). */
export interface CookModeSlots {
  /** Shown on the finish screen; calls `done` once the record is written (the saved session is then forgotten). */
  Finish: ComponentType<{ recipe: RecipeDetail; done: () => void }>;
  /** Where the recipe comes from: the published recipe by default; the route may read the owner's private one. */
  useRecipe?: (id: string | null) => Pick<UseQueryResult<RecipeDetail>, 'data' | 'error' | 'refetch'>;
}

const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

function useTimerName(recipe: RecipeDetail) {
  const { t } = useTranslation();
  return (timer: CookTimer) =>
    t('cookMode.timerName', {
      step: timer.step + 1,
      title: timer.text || recipe.steps[timer.step]?.title || formatClock(timer.seconds * 1000),
    });
}

function TimerRow({
  timer,
  now,
  name,
  onChange,
}: {
  timer: CookTimer;
  now: number;
  name: string;
  onChange: (change: (timers: readonly CookTimer[], id: string, now: number) => CookTimer[]) => void;
}) {
  const { t } = useTranslation();
  const ended = hasEnded(timer, now);
  const state = ended ? 'ringing' : timer.endsAt === null ? 'paused' : 'running';
  return (
    <li className="chef-cook__timer" data-state={state} data-testid="cook-timer">
      <div className="chef-cook__timer-text">
        <span className="chef-cook__timer-name" data-testid="cook-timer-name">
          {name}
        </span>
        <span className="chef-cook__timer-left" data-testid="cook-timer-left" role="timer">
          {ended ? t('cookMode.timeUp') : formatClock(timeLeft(timer, now))}
          {state === 'paused' && <span className="chef-cook__timer-paused"> · {t('cookMode.paused')}</span>}
        </span>
      </div>
      <Group gap={6} wrap="nowrap">
        {ended ? (
          <Button color="red" onClick={() => onChange(removeTimer)} data-testid="cook-timer-stop">
            {t('cookMode.stop')}
          </Button>
        ) : timer.endsAt === null ? (
          <Button variant="light" onClick={() => onChange(resumeTimer)} data-testid="cook-timer-resume">
            {t('cookMode.resume')}
          </Button>
        ) : (
          <Button variant="light" onClick={() => onChange(pauseTimer)} data-testid="cook-timer-pause">
            {t('cookMode.pause')}
          </Button>
        )}
        <Button variant="default" onClick={() => onChange(extendTimer)} data-testid="cook-timer-extend">
          {t('cookMode.addMinute')}
          <span className="chef-visually-hidden"> · {name}</span>
        </Button>
        {!ended && (
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => onChange(removeTimer)}
            aria-label={t('cookMode.remove', { name })}
            data-testid="cook-timer-remove"
          >
            <CloseIcon size={16} />
          </ActionIcon>
        )}
      </Group>
    </li>
  );
}

function StepTimers({
  step,
  index,
  total,
  onStart,
}: {
  step: Step;
  index: number;
  total: number;
  onStart: (text: string, seconds: number) => void;
}) {
  const { t } = useTranslation();
  const times = timesOfStep(step);
  if (times.length === 0) return null;
  return (
    <Group gap="xs" className="chef-cook__step-timers" data-testid="cook-step-timers">
      {times.map((time, position) => (
        <Button
          key={position}
          variant="light"
          size="md"
          leftSection={<TimerIcon size={18} />}
          onClick={() => onStart(time.text, time.seconds)}
          data-testid="cook-start-timer"
        >
          {t('cookMode.startTimer', { time: formatClock(time.seconds * 1000) })}
          <span className="chef-visually-hidden"> · {t('cookMode.progress', { step: index + 1, total })}</span>
          {time.maxSeconds !== undefined && <span className="chef-cook__range">({t('cookMode.range', { text: time.text })})</span>}
        </Button>
      ))}
    </Group>
  );
}

function CookMode({ recipe, slots }: { recipe: RecipeDetail; slots: CookModeSlots }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [units] = useState(unitSetting);
  const [drawer, setDrawer] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [session, setSession] = useState<CookSession>(() => {
    const saved = loadSession(recipe.id) ?? newSession(recipe.portions);
    // The recipe page passes its portions only when they were changed there: they win over the saved ones.
    const asked = Number(params.get('portions'));
    return asked > 0 ? { ...saved, portions: clampPortions(asked) } : saved;
  });
  const [now, setNow] = useState(Date.now);
  const sessionRef = useRef(session);
  const lastRing = useRef(0);
  // Once the finish is recorded the session is forgotten: nothing saves it again (a timer still set).
  const recorded = useRef(false);
  const wakeLock = useWakeLock();
  const timerName = useTimerName(recipe);
  const total = recipe.steps.length;
  const index = Math.min(session.step, Math.max(0, total - 1));
  const step = recipe.steps[index];

  const update = useCallback(
    (change: (current: CookSession) => CookSession) => {
      const next = change(sessionRef.current);
      sessionRef.current = next;
      setSession(next);
      if (!(next.finished && recorded.current)) saveSession(recipe.id, next);
    },
    [recipe.id],
  );

  // The clock: every half second while a timer runs or rings, and at once when the tab comes back.
  // Each tick signals the timers that ended since the last one (once each, kept across a reload).
  const tick = useCallback(() => {
    const at = Date.now();
    setNow(at);
    const { due, timers } = dueAlarms(sessionRef.current.timers, at);
    const ringing = timers.some((timer) => hasEnded(timer, at) && at - timer.endsAt! < RING_FOR_MS);
    if (due.length > 0) {
      update((current) => ({ ...current, timers }));
      vibrate();
      const names = due.map((timer) => timerName(timer));
      setAnnouncement(names.map((name) => t('cookMode.announceEnd', { name })).join(' '));
      for (const [position, timer] of due.entries()) notifyHidden(t('cookMode.timeUp'), names[position]!, `cook-${recipe.id}-${timer.id}`);
    }
    if (ringing && at - lastRing.current >= RING_EVERY_MS) {
      lastRing.current = at;
      playAlarm();
    }
  }, [recipe.id, t, timerName, update]);

  const active = session.timers.some((timer) => timer.endsAt !== null);
  useEffect(() => {
    if (!active) return undefined;
    const interval = window.setInterval(tick, 500);
    const first = window.setTimeout(tick, 0);
    document.addEventListener('visibilitychange', tick);
    return () => {
      window.clearInterval(interval);
      window.clearTimeout(first);
      document.removeEventListener('visibilitychange', tick);
    };
  }, [active, tick]);

  const go = useCallback(
    (delta: number) =>
      update((current) => {
        const next = current.step + delta;
        if (next >= total) return { ...current, finished: true };
        return { ...current, step: Math.max(0, Math.min(total - 1, next)) };
      }),
    [total, update],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (drawer || session.finished || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if (event.key === 'ArrowRight' || event.key === 'PageDown') go(1);
      else if (event.key === 'ArrowLeft' || event.key === 'PageUp') go(-1);
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawer, go, session.finished]);

  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const onTouchStart = (event: React.TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: React.TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(touch.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

  const start = (text: string, seconds: number) => {
    // Inside the click: the sound may then play later, and the browser asks about notifications once.
    prepareSound();
    askNotificationPermission();
    const at = Date.now();
    setNow(at);
    update((current) => ({ ...current, timers: startTimer(current.timers, index, text, seconds, at) }));
  };
  const changeTimer = (id: string) => (change: (timers: readonly CookTimer[], id: string, now: number) => CookTimer[]) => {
    const at = Date.now();
    setNow(at);
    update((current) => ({ ...current, timers: change(current.timers, id, at) }));
  };
  const setPortions = (portions: number) => update((current) => ({ ...current, portions }));
  const restart = () => {
    recorded.current = false;
    update(() => newSession(session.portions));
  };
  const done = useCallback(() => {
    recorded.current = true;
    clearSession(recipe.id);
  }, [recipe.id]);

  const named = step ? ingredientsNamedIn(`${step.title} ${step.description}`, recipe.ingredients) : [];
  const back = `/home/recipeDetail/${recipe.id}`;

  return (
    <div className="chef-cook" data-testid="cook-mode" lang={recipe.lang} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
      <meta name="robots" content="noindex" />
      <header>
        <div className="chef-cook__bar">
          <ActionIcon
            component={Link}
            to={back}
            variant="subtle"
            color="gray"
            size="xl"
            aria-label={t('cookMode.close')}
            data-testid="cook-close"
          >
            <CloseIcon size={22} />
          </ActionIcon>
          <div className="chef-cook__heading">
            <Text fw={700} lineClamp={1} data-testid="cook-recipe-name">
              {recipe.name}
            </Text>
            {!session.finished && (
              <Text size="sm" c="dimmed" data-testid="cook-progress-text">
                {t('cookMode.progress', { step: index + 1, total })}
              </Text>
            )}
          </div>
          <Button variant="light" onClick={() => setDrawer(true)} data-testid="cook-all-ingredients">
            {t('cookMode.allIngredients')}
          </Button>
        </div>
        <Progress
          value={session.finished ? 100 : ((index + 1) / Math.max(1, total)) * 100}
          size="sm"
          radius={0}
          aria-label={t('cookMode.progress', { step: index + 1, total })}
          data-testid="cook-progress"
        />
        {wakeLock !== 'on' && (
          <Text size="sm" c="dimmed" className="chef-cook__note" data-testid="cook-wake-note">
            {t(wakeLock === 'unsupported' ? 'cookMode.wakeLockNone' : 'cookMode.wakeLockRefused')}
          </Text>
        )}
      </header>

      <main className="chef-cook__main">
        {/* The timers' ends, said by screen readers whatever has focus. */}
        <div className="chef-visually-hidden" aria-live="assertive" role="alert" data-testid="cook-announce">
          {announcement}
        </div>
        {session.finished ? (
          <Stack align="center" gap="lg" className="chef-cook__done" data-testid="cook-done">
            <h1 className="chef-cook__done-title">{t('cookMode.doneTitle')}</h1>
            <slots.Finish recipe={recipe} done={done} />
            <Group justify="center">
              <Button component={Link} to={back} variant="default" size="md" data-testid="cook-back">
                {t('cookMode.backToRecipe')}
              </Button>
              <Button variant="light" size="md" onClick={restart} data-testid="cook-again">
                {t('cookMode.cookAgain')}
              </Button>
            </Group>
          </Stack>
        ) : step ? (
          <article className="chef-cook__step" data-testid="cook-step" data-step={index} aria-live="polite" aria-atomic="true">
            <h1 className="chef-cook__step-title" data-testid="cook-step-title">
              <span className="chef-visually-hidden">{t('cookMode.progress', { step: index + 1, total })}: </span>
              {step.title}
            </h1>
            <p className="chef-cook__step-text" data-testid="cook-step-text">
              {step.description}
            </p>
            <StepSettings step={step} temperatureUnit={units.temperature} />
          </article>
        ) : null}
        {!session.finished && step && (
          <>
            <StepTimers step={step} index={index} total={total} onStart={start} />
            {named.length > 0 && (
              <Paper withBorder radius="lg" p="md" className="chef-cook__step-ingredients" data-testid="cook-step-ingredients">
                <Text fw={700} mb={6}>
                  {t('cookMode.stepIngredients')}
                </Text>
                <IngredientList ingredients={named} recipePortions={recipe.portions} portions={session.portions} units={units} />
              </Paper>
            )}
          </>
        )}
      </main>

      {session.timers.length > 0 && (
        <section className="chef-cook__timers" aria-label={t('cookMode.timers')} data-testid="cook-timers">
          <ul>
            {session.timers.map((timer) => (
              <TimerRow key={timer.id} timer={timer} now={now} name={timerName(timer)} onChange={changeTimer(timer.id)} />
            ))}
          </ul>
        </section>
      )}
      {!session.finished && (
        <footer className="chef-cook__nav">
          <Button variant="default" size="lg" disabled={index === 0} onClick={() => go(-1)} data-testid="cook-prev">
            <span aria-hidden="true">←&nbsp;</span>
            {t('cookMode.previous')}
          </Button>
          <Text size="xs" c="dimmed" className="chef-cook__hint" visibleFrom="sm">
            {t('cookMode.hint')}
          </Text>
          <Button size="lg" onClick={() => go(1)} data-testid="cook-next">
            {index === total - 1 ? t('cookMode.finish') : t('cookMode.next')}
            <span aria-hidden="true">&nbsp;→</span>
          </Button>
        </footer>
      )}

      <Drawer
        opened={drawer}
        onClose={() => setDrawer(false)}
        position="right"
        title={t('cookMode.allIngredients')}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        data-testid="cook-drawer"
      >
        <Stack gap="md" lang={recipe.lang}>
          <PortionsStepper value={session.portions} onChange={setPortions} />
          {recipe.ingredients.length > 0 ? (
            <IngredientList ingredients={recipe.ingredients} recipePortions={recipe.portions} portions={session.portions} units={units} />
          ) : (
            <Text c="dimmed">{t('cookMode.noIngredients')}</Text>
          )}
        </Stack>
      </Drawer>
    </div>
  );
}

/**
 * /cook/:id, cook mode (issue 23): one step at a time, full screen, for any recipe (stove or robot),
 * with its ingredients and timers; the state lives in this browser (lib/cook-session), so visitors
 * can use it too. The finish screen's record and rating come from the route (slots).
 */
export function CookModePage(slots: CookModeSlots) {
  const { t } = useTranslation();
  const id = useRecipeId();
  const query = (slots.useRecipe ?? useRecipeDetail)(id);
  const recipe = query.data;
  usePageTitle(recipe ? `${recipe.name} · ${t('cookMode.title')}` : undefined);

  if (id === null || (query.error instanceof ApiError && query.error.code === 404)) return <RecipeNotFound m="xl" />;
  if (recipe) return <CookMode key={recipe.id} recipe={recipe} slots={slots} />;
  if (query.error) return <LoadError message={query.error.message} onRetry={() => void query.refetch()} />;
  return <div className="chef-cook chef-cook--loading" aria-busy="true" />;
}

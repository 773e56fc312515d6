import { Anchor, Group, NativeSelect, NavLink, Paper, Stack, Title } from '@mantine/core';
import { MINE_CENTER_PAGE_STATE } from '@chef/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { LoginInvite } from '../../../components/LoginInvite';
import { setMineCenterPageState } from '../../../lib/cookies';
import { useSession } from '../../../lib/session';
import { MY_CENTER_BASE, MY_CENTER_MENU, MY_CENTER_PAGES, menuEntryOf, type MyCenterPage } from './pages';
import { addOnDemandWords } from '../../../lib/on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

/**
 * The frame of every centre page: its title (and link beside it), then the page for a user or the
 * login invitation for a visitor. Pages open to visitors (`open`) draw their own headings.
 */
function PageFrame({ page }: { page: MyCenterPage }) {
  const { t } = useTranslation();
  const { token } = useSession();
  if (page.open) return <Outlet />;
  const title = (
    <Title order={2} size="h3">
      {t(page.titleKey)}
    </Title>
  );
  return (
    <Stack gap="lg">
      {page.link ? (
        <Group justify="space-between" align="baseline">
          {title}
          <Anchor component={Link} to={page.link.to} size="sm">
            {t(page.link.labelKey)}
          </Anchor>
        </Group>
      ) : (
        title
      )}
      {token ? <Outlet /> : <LoginInvite topic={page.invite} />}
    </Stack>
  );
}

/** Personal centre: a side menu of every child page (a select on phones) and the page beside it. */
export default function MyCenterLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = MY_CENTER_PAGES.find((page) => pathname === `${MY_CENTER_BASE}/${page.path}`);
  const menuEntry = menuEntryOf(current);

  // The spec keeps which of profile / messages the user last opened, so /myCenter reopens it.
  useEffect(() => {
    if (current?.path === 'myInfo') setMineCenterPageState(MINE_CENTER_PAGE_STATE.info);
    if (current?.path === 'myMessage') setMineCenterPageState(MINE_CENTER_PAGE_STATE.messages);
  }, [current?.path]);

  return (
    <div className="chef-mycenter">
      <Paper withBorder radius="lg" p={6} component="nav" aria-label={t('route.myCenter')}>
        <Stack gap={2} visibleFrom="sm" data-testid="my-center-menu">
          {MY_CENTER_MENU.map((page) => (
            <NavLink
              key={page.path}
              component={Link}
              to={`${MY_CENTER_BASE}/${page.path}`}
              label={t(page.titleKey)}
              active={page === menuEntry}
              variant="light"
              style={{ borderRadius: 8 }}
            />
          ))}
        </Stack>
        <NativeSelect
          hiddenFrom="sm"
          aria-label={t('route.myCenter')}
          value={menuEntry?.path ?? ''}
          onChange={(event) => void navigate(`${MY_CENTER_BASE}/${event.currentTarget.value}`)}
          data={MY_CENTER_MENU.map((page) => ({ value: page.path, label: t(page.titleKey) }))}
        />
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} mih={360}>
        {current ? <PageFrame page={current} /> : <Outlet />}
      </Paper>
    </div>
  );
}

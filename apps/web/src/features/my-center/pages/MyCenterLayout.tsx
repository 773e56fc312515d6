import { NativeSelect, NavLink, Paper, Stack } from '@mantine/core';
import { MINE_CENTER_PAGE_STATE } from '@chef/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { setMineCenterPageState } from '../../../lib/cookies';
import { MY_CENTER_PAGES } from '../pages';

const BASE = '/myCenter';

/** Personal centre: a side menu of every child page (a select on phones) and the page beside it. */
export default function MyCenterLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const current = MY_CENTER_PAGES.find((page) => pathname === `${BASE}/${page.path}`);

  // The spec keeps which of profile / messages the user last opened, so /myCenter reopens it.
  useEffect(() => {
    if (current?.path === 'myInfo') setMineCenterPageState(MINE_CENTER_PAGE_STATE.info);
    if (current?.path === 'myMessage') setMineCenterPageState(MINE_CENTER_PAGE_STATE.messages);
  }, [current?.path]);

  return (
    <div className="chef-mycenter">
      <Paper withBorder radius="lg" p={6} component="nav" aria-label={t('route.myCenter')}>
        <Stack gap={2} visibleFrom="sm" data-testid="my-center-menu">
          {MY_CENTER_PAGES.map((page) => (
            <NavLink
              key={page.path}
              component={Link}
              to={`${BASE}/${page.path}`}
              label={t(page.titleKey)}
              active={page === current}
              variant="light"
              style={{ borderRadius: 8 }}
            />
          ))}
        </Stack>
        <NativeSelect
          hiddenFrom="sm"
          aria-label={t('route.myCenter')}
          value={current?.path ?? ''}
          onChange={(event) => void navigate(`${BASE}/${event.currentTarget.value}`)}
          data={MY_CENTER_PAGES.map((page) => ({ value: page.path, label: t(page.titleKey) }))}
        />
      </Paper>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} mih={360}>
        <Outlet />
      </Paper>
    </div>
  );
}

import { Paper } from '@mantine/core';
import type { InfoPageCode } from '@chef/shared';
import { InfoDocument } from './InfoDocument';

/**
 * A content page standing on its own, outside the personal centre: the register form opens the
 * agreement and the privacy policy this way, so a visitor reads each one by itself, with no centre menu.
 */
export function InfoSheet({ code }: { code: InfoPageCode }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={880} mx="auto">
      <InfoDocument code={code} />
    </Paper>
  );
}

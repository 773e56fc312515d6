import { Code, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { StaffAction } from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/QueryState';
import { PageNumbers } from '../../../components/PageNumbers';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { useStaffActions } from '../api/people';
import { changeRows } from '../lib/change-rows';

addOnDemandWords();

const PAGE_SIZE = 20;

/** Before and after of one action, field by field (text only: nothing stored is ever run as markup). */
function Change({ action }: { action: StaffAction }) {
  const { t } = useTranslation();
  const rows = changeRows(action.before, action.after);
  if (rows.length === 0) return null;
  return (
    <Table withRowBorders={false} verticalSpacing={2} fz="xs" data-testid="staff-action-change">
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th>{t('people.before')}</Table.Th>
          <Table.Th>{t('people.after')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.field}>
            <Table.Td>{row.field}</Table.Td>
            <Table.Td>{row.before === null ? '–' : <Code>{row.before}</Code>}</Table.Td>
            <Table.Td>{row.after === null ? '–' : <Code>{row.after}</Code>}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The console's audit log: every console write, newest first, narrowed by the start of its action name. */
export default function StaffLogPage() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [action] = useDebouncedValue(typed.trim(), 300);
  const [current, setCurrent] = useState(1);
  const query = useStaffActions({ action, current, size: PAGE_SIZE });
  const page = query.data;
  return (
    <Stack gap="md" data-testid="console-staff-log">
      <Title order={2}>{t('people.staffLog')}</Title>
      <TextInput
        label={t('people.actionFilter')}
        placeholder="user, message.send…"
        value={typed}
        maxLength={60}
        onChange={(e) => (setTyped(e.currentTarget.value), setCurrent(1))}
        maw={280}
      />
      <QueryState query={query} isEmpty={(data) => data.records.length === 0} empty={<Text c="dimmed">{t('people.noActions')}</Text>}>
        {(page) => (
          <Table striped verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('people.time')}</Table.Th>
                <Table.Th>{t('people.who')}</Table.Th>
                <Table.Th>{t('people.action')}</Table.Th>
                <Table.Th>{t('people.target')}</Table.Th>
                <Table.Th>{t('people.change')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {page.records.map((action) => (
                <Table.Tr key={action.id} data-testid="staff-action">
                  <Table.Td>
                    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                      {action.time.slice(0, 19).replace('T', ' ')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{action.staffName ?? t('people.formerStaff')}</Text>
                    {action.staffEmail && (
                      <Text size="xs" c="dimmed">
                        {action.staffEmail}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Code data-testid="staff-action-name">{action.action}</Code>
                  </Table.Td>
                  <Table.Td>{action.targetId ?? '–'}</Table.Td>
                  <Table.Td>
                    <Change action={action} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </QueryState>
      <PageNumbers total={page?.total} size={PAGE_SIZE} current={current} onChange={setCurrent} />
    </Stack>
  );
}

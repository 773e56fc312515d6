import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmPopup } from '../../../components/ConfirmPopup';
import { LoginInvite } from '../../../components/LoginInvite';
import { useSession } from '../../../lib/session';
import { RecipeEditor } from '../components/RecipeEditor';
import { dropDraft, loadDraft } from '../lib/draft';
import { emptyForm, sentTo } from '../lib/recipe-form';
import { addOnDemandWords } from '../../../lib/on-demand-words';

addOnDemandWords();

/**
 * /createRecipe: a new recipe, continued from this browser's draft when there is one. Starting over
 * deletes the draft, so it is asked first (issue 28).
 */
export default function CreateRecipePage() {
  const { t } = useTranslation();
  const { token } = useSession();
  const navigate = useNavigate();
  // A new editor (fresh key) when the author starts over.
  const [start, setStart] = useState(() => ({ key: 0, form: loadDraft() ?? emptyForm() }));
  const [confirming, setConfirming] = useState(false);
  if (!token) {
    return (
      <Paper withBorder radius="lg" p="xl">
        <LoginInvite topic="writeRecipe" title={t('editor.title')} />
      </Paper>
    );
  }
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Group justify="space-between">
        <Title order={1}>{t('editor.title')}</Title>
        <Button variant="subtle" color="gray" onClick={() => setConfirming(true)} data-testid="discard-draft">
          {t('editor.discardDraft')}
        </Button>
      </Group>
      <ConfirmPopup
        opened={confirming}
        message={t('editor.discardConfirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          dropDraft();
          setStart((s) => ({ key: s.key + 1, form: emptyForm() }));
          setConfirming(false);
        }}
      />
      <RecipeEditor key={start.key} initial={start.form} onSent={(_, kept) => navigate(sentTo(kept))} />
    </Stack>
  );
}

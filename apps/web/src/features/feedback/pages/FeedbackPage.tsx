import { Button, Group, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  FEEDBACK_BROWSER_MAX,
  FEEDBACK_CONTACT_MAX,
  FEEDBACK_DESCRIPTION_MAX,
  FEEDBACK_PAGE_MAX,
  FEEDBACK_SCREENSHOTS_MAX,
  addFeedbackBodySchema,
} from '@chef/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ImageListUpload } from '../../../components/ImageUpload';
import { toastError, toastSuccess } from '../../../lib/notify';
import { addOnDemandWords } from '../../../lib/on-demand-words';
import { useApiForm } from '../../../lib/use-api-form';
import { useAddFeedback } from '../api/add-feedback';
import { feedbackTypeOptions } from '../components/feedback-words';

// Its words are not in the first view's catalogue (i18n/on-demand.ts): added before it renders.
addOnDemandWords();

const HISTORY = '/myCenter/historyFeedback';

/**
 * The page the problem was seen on: a link to this form may say where it was opened from (location
 * state `from`); otherwise the form's own address.
 */
function reportedPage(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return (typeof from === 'string' ? from : `${window.location.pathname}${window.location.search}`).slice(0, FEEDBACK_PAGE_MAX);
}

/**
 * Feedback: the type (the spec's six), a description (required), up to six screenshots and an
 * optional contact; the app version, the browser and the page are attached without the user typing
 * them. Sent, it goes to the history.
 */
export default function FeedbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [uploading, setUploading] = useState(false);
  const form = useApiForm({
    initial: {
      type: undefined as number | undefined,
      description: '',
      screenshots: [] as string[],
      contact: '',
      appVersion: __APP_VERSION__,
      browser: navigator.userAgent.slice(0, FEEDBACK_BROWSER_MAX),
      page: reportedPage(location.state),
    },
    schema: addFeedbackBodySchema,
    mutation: useAddFeedback(),
    onSuccess: () => {
      toastSuccess(t('feedback.sent'));
      void navigate(HISTORY);
    },
  });
  const { values, errors } = form;

  return (
    <form
      onSubmit={(event) => (uploading ? (event.preventDefault(), toastError(t('feedback.stillUploading'))) : form.submit(event))}
      noValidate
      data-testid="feedback-form"
    >
      <Stack gap="md" maw={640}>
        <Radio.Group
          label={t('feedback.type')}
          withAsterisk
          value={values.type === undefined ? null : String(values.type)}
          onChange={(value) => form.setValue('type', Number(value))}
          error={errors.type}
        >
          <Group gap="md" mt={6}>
            {feedbackTypeOptions(t).map((option) => (
              <Radio key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label={t('feedback.description')}
          placeholder={t('feedback.descriptionPlaceholder')}
          withAsterisk
          autosize
          minRows={4}
          maxLength={FEEDBACK_DESCRIPTION_MAX}
          description={`${values.description.length}/${FEEDBACK_DESCRIPTION_MAX}`}
          name="description"
          value={values.description}
          error={errors.description}
          onChange={(event) => form.setValue('description', event.currentTarget.value)}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500}>
            {t('feedback.screenshots')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('feedback.screenshotsHint', { max: FEEDBACK_SCREENSHOTS_MAX })}
          </Text>
          <ImageListUpload
            value={values.screenshots}
            onChange={(urls) => form.setValue('screenshots', urls)}
            folderName="feedback"
            max={FEEDBACK_SCREENSHOTS_MAX}
            addLabel={t('feedback.addScreenshot')}
            removeLabel={(index) => t('feedback.removeScreenshot', { index })}
            onUploadingChange={setUploading}
            testId="feedback-screenshots"
          />
          {errors.screenshots && (
            <Text size="xs" c="red" role="alert">
              {errors.screenshots}
            </Text>
          )}
        </Stack>
        <TextInput
          label={t('feedback.contact')}
          placeholder={t('feedback.contactPlaceholder')}
          maxLength={FEEDBACK_CONTACT_MAX}
          {...form.text('contact')}
        />
        <Text size="xs" c="dimmed">
          {t('feedback.attached')}
        </Text>
        <Button type="submit" loading={form.pending} style={{ alignSelf: 'flex-start' }}>
          {t('feedback.submit')}
        </Button>
      </Stack>
    </form>
  );
}

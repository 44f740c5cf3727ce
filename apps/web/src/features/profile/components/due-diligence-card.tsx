import { Alert, Button, Group, MultiSelect, Stack, Text, Textarea } from '@mantine/core';
import { IconReportMoney } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { maxDueDiligenceChoices, maxSourceDetailsLength, type DueDiligenceInfo } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { dueDiligenceCardId } from './due-diligence-notice.tsx';
import { DictionarySelect } from '../../../shared/dictionaries/dictionary-select.tsx';
import { purposeListQuery, sourceListQuery } from '../../../shared/dictionaries/dictionary-queries.ts';
import { currentLanguage } from '../../../shared/i18n/i18n.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { profileQueries } from '../api/profile-api.ts';

interface Draft {
  occupationId: string | null;
  sourceOfFundsIds: string[];
  sourceDetails: string;
  purposeIds: string[];
  estimatedMonthlyDepositId: string | null;
}

function draftOf(info: DueDiligenceInfo | undefined): Draft {
  const answers = info?.answers;
  return {
    occupationId: answers?.occupationId === undefined ? null : String(answers.occupationId),
    sourceOfFundsIds: answers?.sourceOfFundsIds.map(String) ?? [],
    sourceDetails: answers?.sourceDetails ?? '',
    purposeIds: answers?.purposeIds.map(String) ?? [],
    estimatedMonthlyDepositId:
      answers?.estimatedMonthlyDepositId === undefined ? null : String(answers.estimatedMonthlyDepositId),
  };
}

/**
 * "About your money" (spec 002 §7 "Due diligence info"; decision 0091): occupation (people only),
 * sources of funds with an explanation, purposes of the account and expected monthly deposits, from
 * the dictionaries of spec 002 §3. Marked as needed while the bank asks for it (enhanced level).
 */
export function DueDiligenceCard({ customerType }: { customerType: 'personal' | 'business' }) {
  const { t } = useTranslation(['profile', 'errors']);
  const queryClient = useQueryClient();
  const lang = currentLanguage();
  const info = useQuery(profileQueries.dueDiligenceInfo());
  const sources = useQuery(sourceListQuery(customerType, lang));
  const purposes = useQuery(purposeListQuery(customerType, lang));
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: (values: Draft) =>
      call('dueDiligenceInfoUpdate', {
        ...(values.occupationId ? { occupationId: Number(values.occupationId) } : {}),
        sourceOfFundsIds: values.sourceOfFundsIds.map(Number),
        ...(values.sourceDetails.trim() ? { sourceDetails: values.sourceDetails } : {}),
        purposeIds: values.purposeIds.map(Number),
        estimatedMonthlyDepositId: Number(values.estimatedMonthlyDepositId ?? 0),
      }),
    onSuccess: (reply) => {
      queryClient.setQueryData(profileQueries.dueDiligenceInfo().queryKey, reply);
      setDraft(null);
      setSaved(true);
    },
  });
  const errors = save.error ? fieldErrors(t, save.error) : {};
  const editing = draft !== null;
  const current = info.data;
  const options = (entries: { id: number; name: string }[] | undefined) =>
    (entries ?? []).map((entry) => ({ value: String(entry.id), label: entry.name }));
  const nameOf = (entries: { id: number; name: string }[] | undefined, ids: number[]) =>
    ids.map((id) => entries?.find((entry) => entry.id === id)?.name ?? String(id)).join(', ');
  const update = (patch: Partial<Draft>) => setDraft((previous) => ({ ...(previous ?? draftOf(current)), ...patch }));

  return (
    <SectionCard
      id={dueDiligenceCardId}
      icon={IconReportMoney}
      title={t('dueDiligence.title')}
      text={t('dueDiligence.text')}
      action={
        !editing && current ? (
          <Button
            variant={current.isRequired ? 'filled' : 'light'}
            onClick={() => {
              save.reset();
              setSaved(false);
              setDraft(draftOf(current));
            }}
          >
            {current.answers ? t('dueDiligence.edit') : t('dueDiligence.answer')}
          </Button>
        ) : undefined
      }
    >
      {info.isError && (
        <Alert color="red" mt="md" title={errorMessage(t, info.error)}>
          <Button variant="light" onClick={() => void info.refetch()}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {current?.isRequired && !editing && (
        <Alert color="yellow" mt="md" title={t('dueDiligence.requiredTitle')} data-testid="due-diligence-required">
          {t('dueDiligence.requiredText')}
        </Alert>
      )}
      {saved && !editing && (
        <Alert
          color="teal"
          mt="md"
          withCloseButton
          onClose={() => setSaved(false)}
          closeButtonLabel={t('actions.dismiss')}
        >
          {t('dueDiligence.saved')}
        </Alert>
      )}
      {!editing && current?.answers && (
        <Stack gap={4} mt="md" data-testid="due-diligence-answers">
          <Text size="sm">
            <Text span c="dimmed">
              {t('dueDiligence.sources')}:{' '}
            </Text>
            {nameOf(sources.data, current.answers.sourceOfFundsIds)}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('dueDiligence.purposes')}:{' '}
            </Text>
            {nameOf(purposes.data, current.answers.purposeIds)}
          </Text>
        </Stack>
      )}
      {!editing && current && !current.answers && !current.isRequired && (
        <Text c="dimmed" size="sm" mt="md">
          {t('dueDiligence.empty')}
        </Text>
      )}
      {editing && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(draft);
          }}
        >
          <Stack gap="sm" mt="md">
            {customerType === 'personal' && (
              <DictionarySelect
                dictionary="occupationsV2"
                label={t('dueDiligence.occupation')}
                required
                value={draft.occupationId}
                onChange={(value) => update({ occupationId: value })}
                error={errors.occupationId}
              />
            )}
            <MultiSelect
              label={t('dueDiligence.sources')}
              description={t('dueDiligence.chooseUpTo', { count: maxDueDiligenceChoices })}
              required
              data={options(sources.data)}
              value={draft.sourceOfFundsIds}
              onChange={(value) => update({ sourceOfFundsIds: value })}
              maxValues={maxDueDiligenceChoices}
              searchable
              disabled={!sources.isSuccess}
              error={errors.sourceOfFundsIds}
            />
            <Textarea
              label={t('dueDiligence.sourceDetails')}
              description={t('dueDiligence.sourceDetailsHint')}
              value={draft.sourceDetails}
              onChange={(event) => update({ sourceDetails: event.currentTarget.value })}
              maxLength={maxSourceDetailsLength}
              autosize
              minRows={2}
              error={errors.sourceDetails}
            />
            <MultiSelect
              label={t('dueDiligence.purposes')}
              description={t('dueDiligence.chooseUpTo', { count: maxDueDiligenceChoices })}
              required
              data={options(purposes.data)}
              value={draft.purposeIds}
              onChange={(value) => update({ purposeIds: value })}
              maxValues={maxDueDiligenceChoices}
              searchable
              disabled={!purposes.isSuccess}
              error={errors.purposeIds}
            />
            <DictionarySelect
              dictionary="estimatedMonthlyDeposits"
              label={t('dueDiligence.monthlyDeposits')}
              required
              value={draft.estimatedMonthlyDepositId}
              onChange={(value) => update({ estimatedMonthlyDepositId: value })}
              error={errors.estimatedMonthlyDepositId}
            />
            {save.isError && Object.keys(errors).length === 0 && (
              <Alert color="red">{errorMessage(t, save.error)}</Alert>
            )}
            <Group gap="sm">
              <Button type="submit" loading={save.isPending}>
                {t('dueDiligence.save')}
              </Button>
              <Button variant="default" onClick={() => setDraft(null)} disabled={save.isPending}>
                {t('actions.cancel')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </SectionCard>
  );
}

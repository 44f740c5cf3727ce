import { Alert, Button, Group, Modal, Radio, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegistrationDueDiligence, RegistrationFinancialDetail } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { IdMultiSelect } from '../../../shared/business-person/person-fields.tsx';
import { DictionarySelect } from '../../../shared/dictionaries/dictionary-select.tsx';
import {
  useAccountPurposes,
  useAdditionalQuestions,
  useSourcesOfFunds,
} from '../../../shared/dictionaries/use-dictionary.ts';
import { companyQueries } from '../api/company-queries.ts';

/** The first error of a field or of one of its entries (`purposeIds.0`). */
function errorAt(errors: Record<string, string>, field: string): string | undefined {
  return errors[field] ?? Object.entries(errors).find(([key]) => key.startsWith(`${field}.`))?.[1];
}

/** An administrator's reason for changing a business's form, kept in the audit logs. */
function AdminReason({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('company');
  return (
    <Textarea
      label={t('adminReason')}
      description={t('adminReasonHint')}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      maxLength={500}
    />
  );
}

/**
 * The financial information's edit popup (spec 002 §6 "update financial info"; decision 0106): the
 * registration's financialInfoForm, sent as `financialUpdate`; the server's field errors are shown
 * at their fields and nothing changes until it accepts.
 */
export function FinancialModal({
  initial,
  customerId,
  onClose,
}: {
  initial: RegistrationFinancialDetail | undefined;
  /** An administrator's business: the change then needs a reason (spec 002 §6). */
  customerId?: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['company', 'errors']);
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const purposes = useAccountPurposes('business');
  const sources = useSourcesOfFunds('business');
  const [detail, setDetail] = useState<RegistrationFinancialDetail>(
    initial ?? { purposeIds: [], sourceOfFundsIds: [] },
  );
  const save = useMutation({
    mutationFn: () =>
      call('financialUpdate', {
        financialDetail: detail,
        fromCustomerId: customerId,
        reason: customerId === undefined ? undefined : reason,
      }),
    onSuccess: async (reply) => {
      queryClient.setQueryData(companyQueries.companyGet(customerId).queryKey, reply.company);
      notifications.show({ color: 'teal', message: t('financial.saved') });
      onClose();
    },
  });
  const errors = Object.fromEntries(
    Object.entries(fieldErrors(t, save.error)).map(([key, value]) => [key.replace(/^financialDetail\./, ''), value]),
  );
  return (
    <Modal opened onClose={onClose} title={t('financial.edit')} size="lg">
      <Stack gap="sm">
        <IdMultiSelect
          label={t('financial.purposes')}
          entries={purposes.data}
          value={detail.purposeIds}
          onChange={(purposeIds) => setDetail({ ...detail, purposeIds })}
          error={errorAt(errors, 'purposeIds')}
          required
        />
        <IdMultiSelect
          label={t('financial.sources')}
          entries={sources.data}
          value={detail.sourceOfFundsIds}
          onChange={(sourceOfFundsIds) => setDetail({ ...detail, sourceOfFundsIds })}
          error={errorAt(errors, 'sourceOfFundsIds')}
          required
        />
        <Textarea
          label={t('financial.sourceDetails')}
          value={detail.sourceDetails ?? ''}
          onChange={(event) => setDetail({ ...detail, sourceDetails: event.currentTarget.value })}
          error={errorAt(errors, 'sourceDetails')}
          maxLength={1000}
        />
        <DictionarySelect
          dictionary="estimatedMonthlyDeposits"
          label={t('financial.monthly')}
          required
          value={detail.estimatedMonthlyDepositId === undefined ? null : String(detail.estimatedMonthlyDepositId)}
          onChange={(id) => setDetail({ ...detail, estimatedMonthlyDepositId: id === null ? undefined : Number(id) })}
          error={errorAt(errors, 'estimatedMonthlyDepositId')}
        />
        {customerId !== undefined && <AdminReason value={reason} onChange={setReason} error={errors['reason']} />}
        {save.isError && Object.keys(errors).length === 0 && (
          <Alert color="red" role="alert">
            {errorMessage(t, save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The due diligence's edit popup (spec 002 §6 "update … due diligence"; decision 0106): the
 * business additional questions as the registration asks them, sent as `dueDiligenceUpdate`.
 */
export function DueDiligenceModal({
  initial,
  customerId,
  onClose,
}: {
  initial: RegistrationDueDiligence | undefined;
  /** An administrator's business: the change then needs a reason (spec 002 §6). */
  customerId?: number | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation(['company', 'errors']);
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const questions = useAdditionalQuestions('business');
  const [answers, setAnswers] = useState<Record<string, string>>(initial?.answers ?? {});
  const set = (key: string, value: string) => setAnswers((current) => ({ ...current, [key]: value }));
  const save = useMutation({
    mutationFn: () => {
      // Only the answers of questions shown (a follow-up hidden again is not sent).
      const shown = Object.fromEntries(Object.entries(answers).filter(([, value]) => value.trim() !== ''));
      return call('dueDiligenceUpdate', {
        dueDiligence: { answers: shown },
        fromCustomerId: customerId,
        reason: customerId === undefined ? undefined : reason,
      });
    },
    onSuccess: async (reply) => {
      queryClient.setQueryData(companyQueries.companyGet(customerId).queryKey, reply.company);
      notifications.show({ color: 'teal', message: t('dueDiligence.saved') });
      onClose();
    },
  });
  const errors = fieldErrors(t, save.error);
  const errorOf = (key: string) => errors[`dueDiligence.answers.${key}`];
  return (
    <Modal opened onClose={onClose} title={t('dueDiligence.edit')} size="lg">
      <Stack gap="sm">
        {questions.data === undefined && <Alert color="gray">{t('loading')}</Alert>}
        {questions.data?.map((question) => {
          const value = answers[question.key] ?? '';
          const control =
            question.kind === 'radio' ? (
              <Radio.Group
                label={question.label}
                required={question.isRequired}
                value={value}
                onChange={(next) => set(question.key, next)}
                error={errorOf(question.key)}
              >
                <Group gap="md" mt={4}>
                  {question.options.map((option) => (
                    <Radio key={option.value} value={option.value} label={option.label} />
                  ))}
                </Group>
              </Radio.Group>
            ) : question.kind === 'select' ? (
              <Select
                label={question.label}
                required={question.isRequired}
                data={question.options.map((option) => ({ value: option.value, label: option.label }))}
                value={value || null}
                onChange={(next) => set(question.key, next ?? '')}
                error={errorOf(question.key)}
              />
            ) : question.kind === 'textarea' ? (
              <Textarea
                label={question.label}
                required={question.isRequired}
                value={value}
                onChange={(event) => set(question.key, event.currentTarget.value)}
                error={errorOf(question.key)}
              />
            ) : (
              <TextInput
                label={question.label}
                required={question.isRequired}
                value={value}
                onChange={(event) => set(question.key, event.currentTarget.value)}
                error={errorOf(question.key)}
              />
            );
          return (
            <Stack key={question.id} gap="xs">
              {control}
              {question.followUp?.whenValue === value &&
                question.followUp.fields.map((field) =>
                  field.kind === 'textarea' ? (
                    <Textarea
                      key={field.key}
                      label={field.label}
                      required
                      value={answers[field.key] ?? ''}
                      onChange={(event) => set(field.key, event.currentTarget.value)}
                    />
                  ) : (
                    <TextInput
                      key={field.key}
                      label={field.label}
                      type={field.kind === 'date' ? 'date' : 'text'}
                      required
                      value={answers[field.key] ?? ''}
                      onChange={(event) => set(field.key, event.currentTarget.value)}
                    />
                  ),
                )}
            </Stack>
          );
        })}
        {customerId !== undefined && <AdminReason value={reason} onChange={setReason} error={errors['reason']} />}
        {save.isError && (
          <Alert color="red" role="alert">
            {errorMessage(t, save.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button loading={save.isPending} onClick={() => save.mutate()}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

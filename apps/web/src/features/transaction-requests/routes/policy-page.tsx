import {
  Alert,
  Anchor,
  Button,
  Card,
  Checkbox,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPlus, IconShieldCheck, IconTrash } from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accessRightLevels,
  countryCodes,
  currencyExponents,
  formatAmount,
  isCryptoCurrency,
  maxApprovalRules,
  maxApproversPerRule,
  parseLocaleAmount,
  parseMinor,
  positiveAmountSchema,
  type ApprovalRule,
  type CountryCode,
} from '@tessera/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage, fieldErrorText } from '../../../shared/api/error-message.ts';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { useLocale } from '../../../shared/ui/money.tsx';
import { transactionRequestQueries } from '../api/transaction-requests-queries.ts';
import { call } from '../../../shared/api/call.ts';

/** One rule as the form holds it: the amount as typed, in the person's language. */
interface RuleDraft {
  key: number;
  name: string;
  amountText: string;
  currencyCode: string;
  isNewPayeeOnly: boolean;
  countryCodes: CountryCode[];
  isAccessRightRaise: boolean;
  approversNeeded: number | string;
  approverMode: 'right' | 'named';
  approverUserIds: string[];
}

/** Currencies a threshold can be in: every bank currency of the table (crypto too, as they are held). */
const currencyOptions = Object.keys(currencyExponents)
  .filter((code) => !isCryptoCurrency(code) || code === 'BTC')
  .sort();

let nextKey = 1;

function draftOf(rule: ApprovalRule, locale: string): RuleDraft {
  const threshold = rule.minAmounts?.[0];
  return {
    key: nextKey++,
    name: rule.name,
    amountText: threshold ? formatAmount(threshold.amount, threshold.currencyCode, { locale, withSymbol: false }) : '',
    currencyCode: threshold?.currencyCode ?? 'USD',
    isNewPayeeOnly: rule.isNewPayeeOnly === true,
    countryCodes: rule.countryCodes ?? [],
    isAccessRightRaise: rule.isAccessRightRaise === true,
    approversNeeded: rule.approversNeeded,
    approverMode: rule.approverUserIds && rule.approverUserIds.length > 0 ? 'named' : 'right',
    approverUserIds: (rule.approverUserIds ?? []).map(String),
  };
}

function emptyDraft(): RuleDraft {
  return {
    key: nextKey++,
    name: '',
    amountText: '',
    currencyCode: 'USD',
    isNewPayeeOnly: false,
    countryCodes: [],
    isAccessRightRaise: false,
    approversNeeded: 1,
    approverMode: 'right',
    approverUserIds: [],
  };
}

/**
 * Reads the drafts into the policy's rules, or the field errors (keys `rules.N.field`, translation
 * codes of the `errors` namespace). Amounts go from the typed text to a decimal string without
 * floating point, checked against the currency's decimals with the contract's money parser.
 */
function rulesOf(
  drafts: readonly RuleDraft[],
  locale: string,
): { rules: ApprovalRule[] } | { errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const rules = drafts.map((draft, index): ApprovalRule => {
    const at = (field: string) => `rules.${index}.${field}`;
    const name = draft.name.trim();
    if (name === '') errors[at('name')] = 'required';
    let minAmounts: ApprovalRule['minAmounts'];
    if (!draft.isAccessRightRaise && draft.amountText.trim() !== '') {
      const amount = parseLocaleAmount(draft.amountText.trim(), locale);
      let isValid = amount !== null && positiveAmountSchema.safeParse(amount).success;
      if (isValid && amount !== null) {
        try {
          parseMinor(amount, draft.currencyCode);
        } catch {
          isValid = false;
        }
      }
      if (!isValid || amount === null) errors[at('minAmounts')] = 'invalid_amount';
      else minAmounts = [{ currencyCode: draft.currencyCode, amount }];
    }
    const needed = Number(draft.approversNeeded);
    if (!Number.isInteger(needed) || needed < 1) errors[at('approversNeeded')] = 'too_small';
    else if (needed > maxApproversPerRule) errors[at('approversNeeded')] = 'too_big';
    const named = draft.approverMode === 'named' ? draft.approverUserIds.map(Number) : [];
    if (draft.approverMode === 'named' && named.length === 0) errors[at('approverUserIds')] = 'required';
    else if (named.length > 0 && needed > named.length) errors[at('approversNeeded')] = 'approval_rule_invalid';
    return {
      name,
      approversNeeded: needed,
      ...(minAmounts ? { minAmounts } : {}),
      ...(!draft.isAccessRightRaise && draft.isNewPayeeOnly ? { isNewPayeeOnly: true } : {}),
      ...(!draft.isAccessRightRaise && draft.countryCodes.length > 0 ? { countryCodes: draft.countryCodes } : {}),
      ...(draft.isAccessRightRaise ? { isAccessRightRaise: true } : {}),
      ...(named.length > 0 ? { approverUserIds: named } : {}),
    };
  });
  return Object.keys(errors).length > 0 ? { errors } : { rules };
}

/**
 * The approval policy (decisions 0105, 0114, 0115) under `transfer/approved`: the company's rules by
 * amount threshold, new payee, destination country, or guarding raises of users' rights, each needing
 * 1–10 approvers by right (full access) or by name. A full-access user edits them, checked at the
 * field, and confirms before saving; everyone else who sees the requests reads them.
 */
export function Component() {
  const { t, i18n } = useTranslation(['approvals', 'errors']);
  const locale = useLocale();
  const isNarrow = useMediaQuery('(max-width: 36em)') === true;
  const queryClient = useQueryClient();
  const policy = useQuery(transactionRequestQueries.approvalPolicyGet());
  const access = useQuery(transactionRequestQueries.myAccess());
  const canEdit = access.data === accessRightLevels.fullAccess;
  const [drafts, setDrafts] = useState<RuleDraft[] | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<ApprovalRule[] | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const shown = drafts ?? policy.data?.rules.map((rule) => draftOf(rule, locale)) ?? [];
  const countryNames = useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(i18n.resolvedLanguage ?? 'en')], { type: 'region' });
    return countryCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [i18n.resolvedLanguage]);
  const approverOptions = (policy.data?.approvers ?? []).map((item) => ({
    value: String(item.userId),
    label: item.email,
  }));
  const save = useMutation({
    mutationFn: (rules: ApprovalRule[]) => call('approvalPolicySet', { rules }),
    onSuccess: () => {
      setConfirming(null);
      setDrafts(null);
      setIsSaved(true);
      return queryClient.invalidateQueries({ queryKey: transactionRequestQueries.approvalPolicyGet().queryKey });
    },
    onError: (error) => {
      setConfirming(null);
      setErrors(fieldErrorCodes(error));
    },
  });
  const errorAt = (index: number, field: string) => {
    const code = errors[`rules.${index}.${field}`];
    return code ? fieldErrorText(t, code) : undefined;
  };
  const change = (index: number, patch: Partial<RuleDraft>) => {
    setIsSaved(false);
    setDrafts(shown.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !key.startsWith(`rules.${index}.`))),
    );
  };

  return (
    <Stack gap="lg" maw={880}>
      <div>
        <Anchor component={Link} to="/transfer/approved" size="sm">
          {t('policy.back')}
        </Anchor>
        <Title order={1} size="h2">
          {t('policy.title')}
        </Title>
        <Text c="dimmed">{t('policy.subtitle')}</Text>
      </div>
      {(policy.isPending || access.isPending) && (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={160} radius="lg" />
          <Skeleton h={160} radius="lg" />
        </Stack>
      )}
      {policy.isError && (
        <Alert color="red" role="alert" title={t('policy.loadFailed')}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{errorMessage(t, policy.error)}</Text>
            <Button size="xs" variant="white" color="red" onClick={() => void policy.refetch()}>
              {t('retry')}
            </Button>
          </Stack>
        </Alert>
      )}
      {policy.isSuccess && access.isSuccess && (
        <form
          noValidate
          aria-label={t('policy.title')}
          onSubmit={(event) => {
            event.preventDefault();
            const read = rulesOf(shown, locale);
            if ('errors' in read) setErrors(read.errors);
            else {
              setErrors({});
              setConfirming(read.rules);
            }
          }}
        >
          <Stack gap="md">
            {!canEdit && (
              <Alert color="gray" data-testid="policy-read-only">
                {t('policy.readOnly')}
              </Alert>
            )}
            {isSaved && (
              <Alert color="teal" role="status" withCloseButton onClose={() => setIsSaved(false)}>
                {t('policy.saved')}
              </Alert>
            )}
            <Card withBorder radius="lg" p="md">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconShieldCheck size={24} aria-hidden />
                <Text size="sm">{t('policy.defaultRule')}</Text>
              </Group>
            </Card>
            {shown.length === 0 && (
              <Card withBorder radius="lg" p="xl" data-testid="policy-empty">
                <Stack align="center" gap="xs">
                  <Text fw={600}>{t('policy.emptyTitle')}</Text>
                  <Text c="dimmed" size="sm" ta="center">
                    {t('policy.emptyText')}
                  </Text>
                </Stack>
              </Card>
            )}
            <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
              <Stack gap="md">
                {shown.map((draft, index) => (
                  <Card key={draft.key} withBorder radius="lg" p="md" data-testid="policy-rule">
                    <Stack gap="sm">
                      <Group justify="space-between" align="flex-end" wrap="nowrap">
                        <TextInput
                          label={t('policy.name')}
                          value={draft.name}
                          maxLength={80}
                          required
                          onChange={(event) => change(index, { name: event.currentTarget.value })}
                          error={errorAt(index, 'name')}
                          style={{ flex: 1 }}
                        />
                        {canEdit && (
                          <Button
                            variant="subtle"
                            color="red"
                            leftSection={<IconTrash size={16} aria-hidden />}
                            onClick={() => {
                              setIsSaved(false);
                              setErrors({});
                              setDrafts(shown.filter((_, at) => at !== index));
                            }}
                            aria-label={t('policy.removeOf', { name: draft.name || index + 1 })}
                          >
                            {t('policy.remove')}
                          </Button>
                        )}
                      </Group>
                      <SegmentedControl
                        fullWidth
                        orientation={isNarrow ? 'vertical' : 'horizontal'}
                        value={draft.isAccessRightRaise ? 'rights' : 'payments'}
                        onChange={(value) => change(index, { isAccessRightRaise: value === 'rights' })}
                        disabled={!canEdit}
                        data={[
                          { value: 'payments', label: t('policy.guardsPayments') },
                          { value: 'rights', label: t('policy.guardsRights') },
                        ]}
                        aria-label={t('policy.guards')}
                      />
                      {draft.isAccessRightRaise ? (
                        <Text size="sm" c="dimmed">
                          {t('policy.rightsHint')}
                        </Text>
                      ) : (
                        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                          <Group gap="xs" align="flex-start" wrap="nowrap">
                            <TextInput
                              label={t('policy.minAmount')}
                              description={t('policy.minAmountHint')}
                              inputMode="decimal"
                              autoComplete="off"
                              value={draft.amountText}
                              onChange={(event) => change(index, { amountText: event.currentTarget.value })}
                              error={errorAt(index, 'minAmounts')}
                              inputWrapperOrder={['label', 'input', 'description', 'error']}
                              style={{ flex: 1, minWidth: 0 }}
                            />
                            <Select
                              label={t('policy.currency')}
                              data={currencyOptions}
                              value={draft.currencyCode}
                              onChange={(value) => value && change(index, { currencyCode: value })}
                              allowDeselect={false}
                              searchable
                              disabled={!canEdit}
                              w={104}
                            />
                          </Group>
                          <MultiSelect
                            label={t('policy.countries')}
                            description={t('policy.countriesHint')}
                            data={countryNames}
                            value={draft.countryCodes}
                            onChange={(value) =>
                              change(index, { countryCodes: countryCodes.filter((code) => value.includes(code)) })
                            }
                            searchable
                            clearable
                            maxValues={250}
                            disabled={!canEdit}
                            inputWrapperOrder={['label', 'input', 'description', 'error']}
                          />
                          <Checkbox
                            label={t('policy.newPayee')}
                            description={t('policy.newPayeeHint')}
                            checked={draft.isNewPayeeOnly}
                            onChange={(event) => change(index, { isNewPayeeOnly: event.currentTarget.checked })}
                          />
                        </SimpleGrid>
                      )}
                      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                        <NumberInput
                          label={t('policy.approversNeeded')}
                          min={1}
                          max={maxApproversPerRule}
                          allowDecimal={false}
                          allowNegative={false}
                          clampBehavior="none"
                          value={draft.approversNeeded}
                          onChange={(value) => change(index, { approversNeeded: value })}
                          error={errorAt(index, 'approversNeeded')}
                        />
                        <Stack gap={4}>
                          <Text size="sm" fw={500} id={`approvers-${draft.key}`}>
                            {t('policy.approvers')}
                          </Text>
                          <SegmentedControl
                            fullWidth
                            orientation={isNarrow ? 'vertical' : 'horizontal'}
                            aria-labelledby={`approvers-${draft.key}`}
                            value={draft.approverMode}
                            onChange={(value) => change(index, { approverMode: value === 'named' ? 'named' : 'right' })}
                            disabled={!canEdit}
                            data={[
                              { value: 'right', label: t('policy.byRight') },
                              { value: 'named', label: t('policy.byName') },
                            ]}
                          />
                        </Stack>
                      </SimpleGrid>
                      {draft.approverMode === 'named' && (
                        <MultiSelect
                          label={t('policy.namedApprovers')}
                          data={approverOptions}
                          value={draft.approverUserIds}
                          onChange={(value) => change(index, { approverUserIds: value })}
                          error={errorAt(index, 'approverUserIds')}
                          disabled={!canEdit}
                        />
                      )}
                    </Stack>
                  </Card>
                ))}
              </Stack>
            </fieldset>
            {save.isError && !(save.error instanceof ApiError && save.error.validationErrors.length > 0) && (
              <Alert color="red" role="alert">
                {errorMessage(t, save.error)}
              </Alert>
            )}
            {canEdit && (
              <Group justify="space-between" gap="sm">
                <Button
                  variant="light"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  disabled={shown.length >= maxApprovalRules}
                  onClick={() => {
                    setIsSaved(false);
                    setDrafts([...shown, emptyDraft()]);
                  }}
                >
                  {t('policy.add')}
                </Button>
                <Button type="submit" loading={save.isPending} disabled={drafts === null}>
                  {t('policy.save')}
                </Button>
              </Group>
            )}
          </Stack>
        </form>
      )}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={t('policy.confirmTitle')}
        centered
        radius="lg"
      >
        <Stack gap="md">
          <Text size="sm">{t('policy.confirmText', { count: confirming?.length ?? 0 })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(null)} disabled={save.isPending}>
              {t('policy.cancel')}
            </Button>
            <Button loading={save.isPending} onClick={() => confirming && save.mutate(confirming)}>
              {t('policy.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/** The server's field errors as codes by field, shown at their fields like the form's own. */
function fieldErrorCodes(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError)) return {};
  return Object.fromEntries(error.validationErrors.map((item) => [item.field, item.code]));
}

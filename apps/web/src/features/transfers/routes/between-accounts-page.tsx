import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Card,
  Collapse,
  Grid,
  Group,
  Select,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconArrowsExchange, IconArrowsUpDown, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAmount, parseLocaleAmount, subscriptionFrequencies } from '@tessera/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ReceiptButton } from '../../../shared/receipts/receipt-button.tsx';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrorText } from '../../../shared/api/error-message.ts';
import { betweenFormSchema, isQuotableAmount, type BetweenFormValues } from '../api/transfer-form.ts';
import { openAccounts, transferQueries } from '../api/transfers-queries.ts';
import { amountProblem, type AmountProblem } from '../api/amount-problem.ts';
import { useMoneySubmit } from '../api/use-money-submit.ts';
import { useFormatMoney, useLocale } from '../../../shared/ui/money.tsx';
import { AccountSelect } from '../components/account-select.tsx';
import { AmountField } from '../components/amount-field.tsx';
import { AddCurrencyModal } from '../components/add-currency-modal.tsx';
import { ConfirmTransferModal, stateAfterSubmit, type SubmitState } from '../components/confirm-transfer-modal.tsx';
import { LimitsCard } from '../components/limits-card.tsx';
import { QuoteSummary, SummaryRow } from '../components/quote-summary.tsx';

const emptyForm: BetweenFormValues = {
  fromAccount: '',
  toAccount: '',
  amount: '',
  note: '',
  recurring: false,
  subscriptionFrequency: 'monthly',
  subscriptionEndDate: '',
  subscriptionTransactions: '',
  subscriptionReference: '',
};

/**
 * Move money between own accounts (spec 001 §2 transfer/account, §3, §5, §7): from, to, amount in
 * the source currency with a preview in both currencies (an exchange when they differ), an optional
 * recurring schedule (it then appears under pre-approved payments), "add currency", the limits, a
 * confirmation step and the success popup.
 */
export function Component() {
  const { t } = useTranslation(['transfers', 'errors']);
  const [searchParams] = useSearchParams();
  const accounts = useQuery({ ...transferQueries.accounts(), select: openAccounts });
  const [confirming, setConfirming] = useState(false);
  const [adding, setAdding] = useState(false);
  const [state, setState] = useState<SubmitState>({ step: 'review' });
  const [submitted, setSubmitted] = useState<BetweenFormValues | null>(null);

  const locale = useLocale();
  // Below the md breakpoint the side column comes after the form: the summary moves above Continue.
  const belowMd = useMediaQuery('(max-width: 54.4375em)') === true;
  const schema = useMemo(() => betweenFormSchema(locale), [locale]);
  const formatMoney = useFormatMoney();
  const queryClient = useQueryClient();
  const { register, control, handleSubmit, setValue, getValues, setFocus, reset, formState } =
    useForm<BetweenFormValues>({
      resolver: zodResolver(schema),
      // An account page's "Between my accounts" names its account (decision 0034).
      defaultValues: { ...emptyForm, fromAccount: searchParams.get('fromAccount') ?? '' },
    });
  const values = useWatch({ control });
  const list = accounts.data ?? [];
  const fromAccountId = values.fromAccount || (list[0] ? String(list[0].accountId) : '');
  const toAccountId =
    values.toAccount ||
    (list.find((account) => String(account.accountId) !== fromAccountId)?.accountId.toString() ?? '');
  const fromAccount = list.find((account) => String(account.accountId) === fromAccountId);
  const toAccount = list.find((account) => String(account.accountId) === toAccountId);
  const currency = fromAccount?.currencyCode ?? '';

  const [typedAmount] = useDebouncedValue((values.amount ?? '').trim(), 300);
  // What the person typed in their language, as the plain decimal the server takes ('' while it is not one).
  const amount = parseLocaleAmount(typedAmount, locale) ?? '';
  const canQuote = fromAccount !== undefined && toAccount !== undefined && fromAccount !== toAccount;
  const quoteEnabled = canQuote && isQuotableAmount(amount);
  const quote = useQuery({
    ...transferQueries.betweenAccountsFee({
      fromAccount: Number(fromAccountId),
      toAccount: Number(toAccountId),
      amount,
    }),
    enabled: quoteEnabled,
  });
  // What is wrong with the amount, said at the field before the confirmation step (from the server's
  // preview while typing, and again from a fresh preview on Continue).
  const [checked, setChecked] = useState<{ amount: string; problem: AmountProblem } | null>(null);
  const [checking, setChecking] = useState(false);
  const liveProblem = quoteEnabled
    ? amountProblem({
        quote: quote.isPlaceholderData ? undefined : quote.data,
        error: quote.error,
        available: fromAccount.availableBalance,
      })
    : null;
  const problem = liveProblem ?? (checked?.amount === (values.amount ?? '') ? checked.problem : null);
  const maxAmount = useQuery({
    ...transferQueries.maxAmount({
      operation: 'betweenAccounts',
      fromAccount: Number(fromAccountId),
      toAccount: Number(toAccountId),
    }),
    enabled: canQuote,
  });
  const confirmQuote = useQuery({
    ...transferQueries.betweenAccountsFee({
      fromAccount: Number(submitted?.fromAccount ?? 0),
      toAccount: Number(submitted?.toAccount ?? 0),
      amount: submitted?.amount.trim() ?? '',
    }),
    placeholderData: undefined,
    enabled: confirming && submitted !== null,
  });

  const submit = useMoneySubmit((input: BetweenFormValues, idempotencyKey: string) =>
    call(
      'betweenAccountsTransfer',
      {
        fromAccount: Number(input.fromAccount),
        toAccount: Number(input.toAccount),
        amount: input.amount.trim(),
        ...(input.note?.trim() ? { note: input.note.trim() } : {}),
        ...(input.recurring
          ? {
              subscriptionFrequency: input.subscriptionFrequency,
              ...(input.subscriptionEndDate ? { subscriptionEndDate: input.subscriptionEndDate } : {}),
              ...(input.subscriptionTransactions
                ? { subscriptionTransactions: Number(input.subscriptionTransactions) }
                : {}),
              ...(input.subscriptionReference?.trim()
                ? { subscriptionReference: input.subscriptionReference.trim() }
                : {}),
            }
          : {}),
      },
      { idempotencyKey },
    ),
  );

  const onContinue = handleSubmit(async (input) => {
    const typed = getValues('amount');
    setChecking(true);
    let found: AmountProblem | null;
    try {
      const preview = await queryClient.fetchQuery(
        transferQueries.betweenAccountsFee({
          fromAccount: Number(fromAccountId),
          toAccount: Number(toAccountId),
          amount: input.amount.trim(),
        }),
      );
      found = amountProblem({ quote: preview, available: fromAccount?.availableBalance });
    } catch (error) {
      found = amountProblem({ error });
    } finally {
      setChecking(false);
    }
    if (found) {
      setChecked({ amount: typed, problem: found });
      setFocus('amount');
      return;
    }
    setSubmitted({ ...input, fromAccount: fromAccountId, toAccount: toAccountId });
    submit.begin();
    setState({ step: 'review' });
    setConfirming(true);
  });
  // The schema sees the form's own values; accounts chosen by default are filled in first.
  const continueWithDefaults = (event: FormEvent) => {
    if (!getValues('fromAccount')) setValue('fromAccount', fromAccountId);
    if (!getValues('toAccount')) setValue('toAccount', toAccountId);
    void onContinue(event);
  };

  const confirm = () => {
    if (!submitted) return;
    setState({ step: 'sending' });
    submit.mutate(submitted, {
      onSuccess: (result) => setState(stateAfterSubmit(result)),
      onError: (error) => setState({ step: 'failed', message: errorMessage(t, error) }),
    });
  };
  const closeConfirm = () => {
    setConfirming(false);
    if (state.step === 'done') reset({ ...emptyForm, fromAccount: fromAccountId, toAccount: toAccountId });
  };
  const swap = () => {
    setValue('fromAccount', toAccountId);
    setValue('toAccount', fromAccountId);
  };

  const fieldError = (code: string | undefined) => (code ? fieldErrorText(t, code) : undefined);
  const problemText = (found: AmountProblem) =>
    found.kind === 'insufficient'
      ? t('amountProblem.insufficient', {
          total: formatMoney(found.totalDebit, currency),
          available: formatMoney(found.available, currency),
        })
      : errorMessage(t, found.error);
  const frequencyLabel = (frequency: string) => t(`between.frequencies.${frequency}`);
  const summary = submitted && confirmQuote.data && (
    <Stack gap={6}>
      <SummaryRow label={t('fromAccount')}>{accountText(submitted.fromAccount)}</SummaryRow>
      <SummaryRow label={t('toAccount')}>{accountText(submitted.toAccount)}</SummaryRow>
      <QuoteSummary quote={confirmQuote.data} amount={submitted.amount.trim()} currencyCode={currency} own />
      {submitted.recurring && (
        <SummaryRow label={t('between.schedule')}>
          {frequencyLabel(submitted.subscriptionFrequency)}
          {submitted.subscriptionEndDate ? ` · ${t('preapproved.ends')} ${submitted.subscriptionEndDate}` : ''}
          {submitted.subscriptionTransactions ? ` · ×${submitted.subscriptionTransactions}` : ''}
        </SummaryRow>
      )}
      {submitted.note?.trim() && <SummaryRow label={t('p2p.note')}>{submitted.note.trim()}</SummaryRow>}
    </Stack>
  );
  function accountText(id: string): string {
    const account = list.find((item) => String(item.accountId) === id);
    return account
      ? (account.cardAliasName ?? t('accountName', { currency: account.currencyCode, id: account.accountId }))
      : id;
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <div>
          <Title order={1} size="h2">
            {t('between.title')}
          </Title>
          <Text c="dimmed">{t('between.subtitle')}</Text>
        </div>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setAdding(true)}
          disabled={!accounts.isSuccess}
        >
          {t('between.addCurrency')}
        </Button>
      </Group>

      {accounts.isPending && <Skeleton h={320} radius="lg" />}
      {accounts.isError && (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          {errorMessage(t, accounts.error)}
        </Alert>
      )}
      {accounts.isSuccess && list.length < 2 && (
        <Alert color="blue" variant="light">
          {t('between.needTwo')}
        </Alert>
      )}
      {accounts.isSuccess && list.length >= 2 && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <form onSubmit={continueWithDefaults} noValidate aria-label={t('between.formLabel')}>
                <Stack gap="md">
                  <Controller
                    control={control}
                    name="fromAccount"
                    render={({ field }) => (
                      <AccountSelect
                        accounts={list}
                        label={t('fromAccount')}
                        required
                        value={fromAccountId}
                        onChange={(value) => field.onChange(value ?? '')}
                        onBlur={field.onBlur}
                        name={field.name}
                        error={fieldError(formState.errors.fromAccount?.message)}
                      />
                    )}
                  />
                  <Group justify="center" my={-8}>
                    <Tooltip label={t('between.swap')}>
                      <ActionIcon variant="light" radius="xl" size="lg" onClick={swap} aria-label={t('between.swap')}>
                        <IconArrowsUpDown size={18} />
                      </ActionIcon>
                    </Tooltip>
                  </Group>
                  <Controller
                    control={control}
                    name="toAccount"
                    render={({ field }) => (
                      <AccountSelect
                        accounts={list}
                        label={t('toAccount')}
                        required
                        value={toAccountId}
                        onChange={(value) => field.onChange(value ?? '')}
                        onBlur={field.onBlur}
                        name={field.name}
                        error={fieldError(formState.errors.toAccount?.message)}
                      />
                    )}
                  />
                  <AmountField
                    currencyCode={currency}
                    availableBalance={fromAccount?.availableBalance}
                    error={fieldError(formState.errors.amount?.message) ?? (problem ? problemText(problem) : undefined)}
                    field={register('amount')}
                    max={maxAmount.data}
                    typed={values.amount ?? ''}
                    onMax={(max) =>
                      setValue('amount', formatAmount(max, currency, { locale, withSymbol: false }), {
                        shouldValidate: true,
                      })
                    }
                  />
                  <TextInput label={t('p2p.note')} maxLength={140} {...register('note')} />
                  <Controller
                    control={control}
                    name="recurring"
                    render={({ field }) => (
                      <Switch
                        label={t('between.recurring')}
                        description={t('between.recurringHint')}
                        checked={field.value}
                        onChange={(event) => field.onChange(event.currentTarget.checked)}
                      />
                    )}
                  />
                  <Collapse expanded={Boolean(values.recurring)}>
                    <Grid gap="sm">
                      <Grid.Col span={{ base: 12, sm: 6 }}>
                        <Controller
                          control={control}
                          name="subscriptionFrequency"
                          render={({ field }) => (
                            <Select
                              label={t('between.frequency')}
                              allowDeselect={false}
                              data={subscriptionFrequencies.map((frequency) => ({
                                value: frequency,
                                label: frequencyLabel(frequency),
                              }))}
                              value={field.value}
                              onChange={(value) => field.onChange(value ?? 'monthly')}
                            />
                          )}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 12, sm: 6 }}>
                        <TextInput
                          type="date"
                          label={t('between.endDate')}
                          description={t('between.endDateHint')}
                          min={new Date().toISOString().slice(0, 10)}
                          {...register('subscriptionEndDate')}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 12, sm: 6 }}>
                        <TextInput
                          label={t('between.transactions')}
                          description={t('between.transactionsHint')}
                          inputMode="numeric"
                          error={fieldError(formState.errors.subscriptionTransactions?.message)}
                          {...register('subscriptionTransactions')}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 12, sm: 6 }}>
                        <TextInput
                          label={t('between.reference')}
                          maxLength={64}
                          error={fieldError(formState.errors.subscriptionReference?.message)}
                          {...register('subscriptionReference')}
                        />
                      </Grid.Col>
                    </Grid>
                  </Collapse>
                  {/* On phones the summary sits above the button it leads to (the side column comes after). */}
                  {belowMd && quote.data && quoteEnabled && !problem && (
                    <Box>
                      <QuoteSummary
                        quote={quote.data}
                        amount={amount}
                        currencyCode={currency}
                        loading={quote.isFetching}
                        own
                      />
                    </Box>
                  )}
                  <Button type="submit" size="md" leftSection={<IconArrowsExchange size={18} />} loading={checking}>
                    {t('continue')}
                  </Button>
                </Stack>
              </form>
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              {!belowMd && (
                <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                  <Title order={2} size="h4" mb="sm">
                    {t('quote.title')}
                  </Title>
                  {quote.data && quoteEnabled && !problem ? (
                    <QuoteSummary
                      quote={quote.data}
                      amount={amount}
                      currencyCode={currency}
                      loading={quote.isFetching}
                      own
                    />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('quote.empty')}
                    </Text>
                  )}
                </Card>
              )}
              {fromAccount && <LimitsCard type="betweenAccounts" fromAccountId={fromAccount.accountId} />}
            </Stack>
          </Grid.Col>
        </Grid>
      )}

      <AddCurrencyModal
        opened={adding}
        onClose={() => setAdding(false)}
        accounts={list}
        onAdded={(account) => setValue('toAccount', String(account.accountId))}
      />
      <ConfirmTransferModal
        opened={confirming}
        title={t('between.confirmTitle')}
        successTitle={submitted?.recurring ? t('between.successRecurring') : t('between.successTitle')}
        summary={
          summary ??
          (confirmQuote.isError ? (
            <Alert color="red" variant="light" role="alert">
              {errorMessage(t, confirmQuote.error)}
            </Alert>
          ) : (
            <Skeleton h={120} />
          ))
        }
        ready={confirmQuote.isSuccess}
        state={state}
        onStateChange={setState}
        onConfirm={confirm}
        onClose={closeConfirm}
        successActions={
          <>
            {submitted?.recurring ? (
              <Button variant="default" component={Link} to="/transfer/preapproved-payments">
                {t('preapproved.title')}
              </Button>
            ) : (
              <Button variant="default" component={Link} to={`/history?accountId=${fromAccountId}`}>
                {t('viewHistory')}
              </Button>
            )}
            {state.step === 'done' && !submitted?.recurring && <ReceiptButton transactionId={state.transactionId} />}
            <Button onClick={closeConfirm}>{t('between.again')}</Button>
          </>
        }
      />
    </Stack>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Card,
  Grid,
  Group,
  Loader,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck, IconSend, IconUserQuestion } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatAmount, isPlausibleEmail, parseLocaleAmount } from '@tessera/contract';
import { useMemo, useState, type FormEvent } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ReceiptButton } from '../../../shared/receipts/receipt-button.tsx';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrorText } from '../../../shared/api/error-message.ts';
import { isQuotableAmount, p2pFormSchema, type P2pFormValues } from '../api/transfer-form.ts';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';
import { openAccounts, transferQueries } from '../api/transfers-queries.ts';
import { amountProblem, type AmountProblem } from '../api/amount-problem.ts';
import { useMoneySubmit } from '../api/use-money-submit.ts';
import { useFormatMoney, useLocale } from '../../../shared/ui/money.tsx';
import { AccountSelect } from '../components/account-select.tsx';
import { AmountField } from '../components/amount-field.tsx';
import { ConfirmTransferModal, stateAfterSubmit, type SubmitState } from '../components/confirm-transfer-modal.tsx';
import { QuoteSummary, SummaryRow } from '../components/quote-summary.tsx';
import { textColors } from '../../../shared/ui/text-colors.ts';

/**
 * Send money to another customer by e-mail (spec 001 §2 transfer/p2p, §3, §5, §8): from account,
 * recipient with a live payee check, amount in the account's currency, a preview of fee, rate and
 * amount received, a note, a confirmation step, then the success popup or the server's error.
 */
export function Component() {
  const { t } = useTranslation(['transfers', 'errors']);
  const [searchParams] = useSearchParams();
  const accounts = useQuery({ ...transferQueries.accounts(), select: openAccounts });
  const customer = useQuery(customerInfoQuery());
  const recipients = useQuery(transferQueries.p2pBeneficiaryList());
  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<SubmitState>({ step: 'review' });

  const locale = useLocale();
  // Below the md breakpoint the side column comes after the form: the summary moves above Continue.
  const belowMd = useMediaQuery('(max-width: 54.4375em)') === true;
  const formatMoney = useFormatMoney();
  const schema = useMemo(() => p2pFormSchema(locale), [locale]);
  const form = useForm<P2pFormValues>({
    resolver: zodResolver(schema),
    // An account page's "Send money" names its account (decision 0034).
    defaultValues: { fromAccount: searchParams.get('fromAccount') ?? '', toEmail: '', amount: '', note: '' },
  });
  const { register, control, handleSubmit, setValue, setError, setFocus, reset, formState } = form;
  const queryClient = useQueryClient();
  const values = useWatch({ control });
  const firstAccount = accounts.data?.[0];
  const fromAccountId = values.fromAccount || (firstAccount ? String(firstAccount.accountId) : '');
  const fromAccount = accounts.data?.find((account) => String(account.accountId) === fromAccountId);
  const currency = fromAccount?.currencyCode ?? '';

  // Live payee check (spec 001 §5): only plausible e-mails go to the server.
  const [email] = useDebouncedValue((values.toEmail ?? '').trim(), 350);
  const isOwnEmail = email !== '' && email.toLowerCase() === customer.data?.login.toLowerCase();
  const payee = useQuery({ ...transferQueries.checkEmail(email), enabled: isPlausibleEmail(email) && !isOwnEmail });
  const payeeOk = payee.data?.exists === true && !payee.data.outBlacklist;

  const [typedAmount] = useDebouncedValue((values.amount ?? '').trim(), 300);
  // What the person typed in their language, as the plain decimal the server takes ('' while it is not one).
  const amount = parseLocaleAmount(typedAmount, locale) ?? '';
  const quoteInput = { fromAccount: Number(fromAccountId), toEmail: email, amount, currency };
  const quoteEnabled = fromAccount !== undefined && payeeOk && isQuotableAmount(amount);
  const quote = useQuery({ ...transferQueries.p2pFee(quoteInput), enabled: quoteEnabled });
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
    ...transferQueries.maxAmount({ operation: 'p2p', fromAccount: Number(fromAccountId) }),
    enabled: fromAccount !== undefined,
  });

  const submit = useMoneySubmit((input: P2pFormValues, idempotencyKey: string) =>
    call(
      'p2pTransfer',
      {
        fromAccount: Number(input.fromAccount || fromAccountId),
        toEmail: input.toEmail.trim(),
        amount: input.amount.trim(),
        currency,
        ...(input.note?.trim() ? { note: input.note.trim() } : {}),
      },
      { idempotencyKey },
    ),
  );
  const [submitted, setSubmitted] = useState<P2pFormValues | null>(null);
  // The confirmation shows the quote of exactly what will be sent, not of the debounced typing.
  const confirmQuote = useQuery({
    ...transferQueries.p2pFee({
      fromAccount: Number(submitted?.fromAccount ?? 0),
      toEmail: submitted?.toEmail.trim() ?? '',
      amount: submitted?.amount.trim() ?? '',
      currency,
    }),
    placeholderData: undefined,
    enabled: confirming && submitted !== null,
  });

  const onContinue = handleSubmit(async (input) => {
    if (isOwnEmail) {
      setError('toEmail', { message: 'recipient_is_sender' }, { shouldFocus: true });
      return;
    }
    if (payee.data && !payee.data.exists) {
      setError('toEmail', { message: 'recipient_not_found' }, { shouldFocus: true });
      return;
    }
    if (payee.data?.outBlacklist) {
      setError('toEmail', { message: 'recipient_blacklisted' }, { shouldFocus: true });
      return;
    }
    const typed = form.getValues('amount');
    setChecking(true);
    let found: AmountProblem | null;
    try {
      const preview = await queryClient.fetchQuery(
        transferQueries.p2pFee({
          fromAccount: Number(input.fromAccount || fromAccountId),
          toEmail: input.toEmail.trim(),
          amount: input.amount.trim(),
          currency,
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
    setSubmitted({ ...input, fromAccount: input.fromAccount || fromAccountId });
    submit.begin();
    setState({ step: 'review' });
    setConfirming(true);
  });

  // The schema sees the form's own values; the account chosen by default is filled in first.
  const continueWithDefaults = (event: FormEvent) => {
    if (!form.getValues('fromAccount')) setValue('fromAccount', fromAccountId);
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
    if (state.step === 'done') reset({ fromAccount: fromAccountId, toEmail: '', amount: '', note: '' });
  };

  const fieldError = (code: string | undefined) => (code ? fieldErrorText(t, code) : undefined);
  const problemText = (found: AmountProblem) =>
    found.kind === 'insufficient'
      ? t('amountProblem.insufficient', {
          total: formatMoney(found.totalDebit, currency),
          available: formatMoney(found.available, currency),
        })
      : errorMessage(t, found.error);
  const payeeStatus = (() => {
    if (!isPlausibleEmail(email) || formState.errors.toEmail) return null;
    if (isOwnEmail)
      return { color: textColors.error, icon: IconAlertCircle, text: fieldErrorText(t, 'recipient_is_sender') };
    if (payee.isFetching) return { color: 'var(--mantine-color-dimmed)', icon: null, text: t('p2p.checking') };
    if (payee.isError) return { color: textColors.error, icon: IconAlertCircle, text: errorMessage(t, payee.error) };
    if (!payee.data) return null;
    if (!payee.data.exists)
      return { color: textColors.error, icon: IconUserQuestion, text: fieldErrorText(t, 'recipient_not_found') };
    if (payee.data.outBlacklist)
      return { color: textColors.error, icon: IconAlertCircle, text: fieldErrorText(t, 'recipient_blacklisted') };
    return {
      color: textColors.incoming,
      icon: IconCircleCheck,
      text: t('p2p.payeeFound', { name: email }),
    };
  })();

  const summary = submitted && confirmQuote.data && (
    <Stack gap={6}>
      <SummaryRow label={t('p2p.to')}>{submitted.toEmail}</SummaryRow>
      <QuoteSummary quote={confirmQuote.data} amount={submitted.amount.trim()} currencyCode={currency} />
      {submitted.note?.trim() && <SummaryRow label={t('p2p.note')}>{submitted.note.trim()}</SummaryRow>}
    </Stack>
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('p2p.title')}
        </Title>
        <Text c="dimmed">{t('p2p.subtitle')}</Text>
      </div>

      {accounts.isPending && <Skeleton h={320} radius="lg" />}
      {accounts.isError && (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          {errorMessage(t, accounts.error)}
        </Alert>
      )}
      {accounts.isSuccess && accounts.data.length === 0 && <Text c="dimmed">{t('noAccounts')}</Text>}
      {accounts.isSuccess && accounts.data.length > 0 && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
              <form onSubmit={continueWithDefaults} noValidate aria-label={t('p2p.formLabel')}>
                <Stack gap="md">
                  <Controller
                    control={control}
                    name="fromAccount"
                    render={({ field }) => (
                      <AccountSelect
                        accounts={accounts.data}
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
                  <div>
                    <TextInput
                      label={t('p2p.toEmail')}
                      type="email"
                      inputMode="email"
                      autoComplete="email"
                      autoCapitalize="none"
                      spellCheck={false}
                      required
                      placeholder={t('p2p.toEmailPlaceholder')}
                      rightSection={payee.isFetching ? <Loader size={16} /> : undefined}
                      error={fieldError(formState.errors.toEmail?.message)}
                      aria-describedby="payee-status"
                      {...register('toEmail')}
                    />
                    <Group gap={6} mt={6} id="payee-status" aria-live="polite" mih={20} wrap="nowrap">
                      {payeeStatus?.icon && <payeeStatus.icon size={16} color={payeeStatus.color} aria-hidden />}
                      {payeeStatus && (
                        <Text size="sm" c={payeeStatus.color} data-testid="payee-status">
                          {payeeStatus.text}
                        </Text>
                      )}
                    </Group>
                  </div>
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
                  <Textarea
                    label={t('p2p.note')}
                    description={t('p2p.noteHint')}
                    autosize
                    minRows={2}
                    maxLength={140}
                    error={fieldError(formState.errors.note?.message)}
                    {...register('note')}
                  />
                  {/* On phones the summary sits above the button it leads to (the side column comes after). */}
                  {belowMd && quote.data && quoteEnabled && !problem && (
                    <Box>
                      <QuoteSummary
                        quote={quote.data}
                        amount={amount}
                        currencyCode={currency}
                        loading={quote.isFetching}
                      />
                    </Box>
                  )}
                  <Button type="submit" size="md" leftSection={<IconSend size={18} />} loading={checking}>
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
                    />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('quote.empty')}
                    </Text>
                  )}
                </Card>
              )}
              <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                <Title order={2} size="h4" mb="sm">
                  {t('p2p.recent')}
                </Title>
                {recipients.isPending && <Skeleton h={48} />}
                {recipients.isSuccess && recipients.data.length === 0 && (
                  <Text size="sm" c="dimmed">
                    {t('p2p.noRecent')}
                  </Text>
                )}
                <Stack gap={4}>
                  {recipients.data?.map((recipient) => (
                    <UnstyledButton
                      key={recipient.email}
                      onClick={() => setValue('toEmail', recipient.email, { shouldValidate: true })}
                      p="xs"
                      style={{ borderRadius: 'var(--mantine-radius-md)' }}
                      aria-label={t('p2p.pickRecent', { name: recipient.name, email: recipient.email })}
                    >
                      <Group gap="sm" wrap="nowrap">
                        <Avatar name={recipient.name} color="initials" radius="xl" size={36} />
                        <div style={{ minWidth: 0 }}>
                          <Text size="sm" fw={600} truncate>
                            {recipient.name}
                          </Text>
                          <Text size="xs" c="dimmed" truncate>
                            {recipient.email}
                          </Text>
                        </div>
                      </Group>
                    </UnstyledButton>
                  ))}
                </Stack>
              </Card>
            </Stack>
          </Grid.Col>
        </Grid>
      )}

      <ConfirmTransferModal
        opened={confirming}
        title={t('p2p.confirmTitle')}
        successTitle={t('p2p.successTitle')}
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
            <Button variant="default" component={Link} to={`/history?accountId=${fromAccountId}`}>
              {t('viewHistory')}
            </Button>
            {state.step === 'done' && <ReceiptButton transactionId={state.transactionId} />}
            <Button onClick={closeConfirm}>{t('p2p.sendAnother')}</Button>
          </>
        }
      />
    </Stack>
  );
}

import {
  Alert,
  Box,
  Button,
  Card,
  Grid,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconSend, IconWorld } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  countryCodes,
  formatAmount,
  isPayoutKind,
  payoutFieldNames,
  responseCodes,
  type PayoutField,
  type PayoutFieldName,
  type PayoutKind,
  type PayoutQuote,
} from '@tessera/contract';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage, fieldErrorText } from '../../../shared/api/error-message.ts';
import { intlLocale } from '../../../shared/i18n/i18n.ts';
import { ReceiptButton } from '../../../shared/receipts/receipt-button.tsx';
import { useFormatMoney, useLocale } from '../../../shared/ui/money.tsx';
import { amountProblem, type AmountProblem } from '../api/amount-problem.ts';
import { payoutQueries } from '../api/payout-queries.ts';
import {
  emptyPayoutFormValues,
  fieldOrder,
  payoutRequest,
  submitPayout,
  type PayoutFormValues,
  type PayoutRequest,
} from '../api/payout-request.ts';
import {
  needsCardNumber,
  notSaving,
  prefilledValues,
  templateNameOf,
  type RecipientChoice,
  type SaveRecipientChoice,
} from '../api/recipient-choice.ts';
import { openAccounts, transferQueries } from '../api/transfers-queries.ts';
import { useMoneySubmit } from '../api/use-money-submit.ts';
import { AccountSelect, useAccountLabel } from '../components/account-select.tsx';
import { AddCurrencyModal } from '../components/add-currency-modal.tsx';
import { AmountField } from '../components/amount-field.tsx';
import { ConfirmTransferModal, stateAfterSubmit, type SubmitState } from '../components/confirm-transfer-modal.tsx';
import { LimitsView } from '../components/limits-card.tsx';
import { QuoteSummary, SummaryRow } from '../components/quote-summary.tsx';
import { RecipientField } from '../components/recipient-field.tsx';
import { FilledFromNotice, RecipientShortcuts } from '../components/recipient-shortcuts.tsx';
import { SaveRecipientOption } from '../components/save-recipient-option.tsx';

/** The identifying field of a recipient, shown in the summary: IBAN, account, card, wallet, key, e-mail. */
const identifyingFields: readonly PayoutFieldName[] = [
  'iban',
  'accountNumber',
  'clabe',
  'cardNumber',
  'walletAddress',
  'instantKey',
  'recipientEmail',
  'recipientPhone',
];

/** A card number as the summary shows it: the last four digits only. */
function maskedCard(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `•••• ${digits.slice(-4)}`;
}

/**
 * Send money out of Tessera (spec 001 §2 transfer/external, §3, §5, §8; decision 0040): the
 * destination country and the kind it offers (SWIFT wire, the local bank scheme, card, crypto, PIX,
 * Interac), the account to pay from in one of the kind's currencies, the recipient fields of
 * `extraParams` with live bank, card and key lookups, the amount with the server's fee preview,
 * maximum and limits, then the confirmation step, the approval step when the customer's mode asks
 * for one, and the success popup with the expected arrival. The payout stays "processing" in
 * history until the rail settles it.
 */
export function Component() {
  const { t, i18n } = useTranslation(['transfers', 'errors']);
  const [searchParams] = useSearchParams();
  const locale = useLocale();
  const formatMoney = useFormatMoney();
  const accountLabel = useAccountLabel();
  const queryClient = useQueryClient();
  const belowMd = useMediaQuery('(max-width: 54.4375em)') === true;

  const [countryCode, setCountryCode] = useState(searchParams.get('country')?.toUpperCase() ?? '');
  const [chosenKind, setChosenKind] = useState<PayoutKind | null>(null);
  const [addingCurrency, setAddingCurrency] = useState(false);
  const accounts = useQuery({ ...transferQueries.accounts(), select: openAccounts });
  const options = useQuery({ ...payoutQueries.availableTransfers(countryCode), enabled: countryCode !== '' });
  const kind = options.data?.find((option) => option.transferType === chosenKind)
    ? chosenKind
    : (options.data?.[0]?.transferType ?? null);
  const option = options.data?.find((item) => item.transferType === kind);
  const fields = useQuery({
    ...payoutQueries.extraParams(kind ?? 'wire', countryCode),
    enabled: kind !== null && countryCode !== '',
  });
  const fieldList: PayoutField[] = (fields.data ?? []).flatMap((field) =>
    payoutFieldNames.some((name) => name === field.name)
      ? [{ ...field, name: payoutFieldNames.find((name) => name === field.name) ?? 'accountNumber' }]
      : [],
  );
  const fieldNames = fieldList.map((field) => field.name);

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([intlLocale(i18n.resolvedLanguage ?? 'en')], { type: 'region' });
    return countryCodes
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [i18n.resolvedLanguage]);
  const countryName = (code: string) => countries.find((country) => country.value === code)?.label ?? code;

  const form = useForm<PayoutFormValues>({
    defaultValues: { ...emptyPayoutFormValues, fromAccount: searchParams.get('fromAccount') ?? '' },
  });
  const { register, control, setValue, setError, clearErrors, setFocus, reset, formState, getValues } = form;
  const values = useWatch({ control });
  const payable = (accounts.data ?? []).filter((account) => option?.currencies.includes(account.currencyCode));
  const chosenAccount = payable.find((account) => String(account.accountId) === values.fromAccount);
  const fromAccount = chosenAccount ?? payable[0];
  const fromAccountId = fromAccount ? String(fromAccount.accountId) : '';
  const currency = fromAccount?.currencyCode ?? '';

  // The live preview: the request as typed, checked by the contract's rules, then priced by the server.
  const [debounced] = useDebouncedValue(values, 400);
  const live =
    kind && fromAccount
      ? payoutRequest(kind, countryCode, currency, { ...debounced, fromAccount: fromAccountId }, fieldNames, locale)
      : null;
  const liveRequest = live?.ok ? live.request : null;
  const quote = useQuery({
    ...payoutQueries.fee(kind ?? 'wire', liveRequest ?? emptyRequest),
    enabled: liveRequest !== null && kind !== null,
  });
  const [checked, setChecked] = useState<{ amount: string; problem: AmountProblem } | null>(null);
  const [checking, setChecking] = useState(false);
  const liveError = quote.isPlaceholderData ? null : quote.error;
  const liveFieldErrors = fieldErrorsOf(liveError);
  const liveProblem =
    liveRequest && Object.keys(liveFieldErrors).length === 0
      ? amountProblem({
          quote: quote.isPlaceholderData ? undefined : quote.data,
          error: liveError,
          available: fromAccount?.availableBalance,
        })
      : null;
  const problem = liveProblem ?? (checked?.amount === (values.amount ?? '') ? checked.problem : null);
  const maxAmount = useQuery({
    ...payoutQueries.maxAmount({
      operation: kind ?? 'wire',
      fromAccountId: Number(fromAccountId),
      countryCode,
      currencyCode: currency,
    }),
    enabled: kind !== null && fromAccount !== undefined,
  });
  const limits = useQuery({
    ...payoutQueries.customerLimits({
      type: kind ?? 'wire',
      countryCode,
      fromAccountId: Number(fromAccountId),
      currencyCode: currency,
    }),
    enabled: kind !== null && fromAccount !== undefined,
  });

  const [confirming, setConfirming] = useState(false);
  const [state, setState] = useState<SubmitState>({ step: 'review' });
  const [submitted, setSubmitted] = useState<{
    kind: PayoutKind;
    request: PayoutRequest;
    quote: PayoutQuote;
    values: PayoutFormValues;
    templateName: string | undefined;
  } | null>(null);
  const submit = useMoneySubmit(
    (input: { kind: PayoutKind; request: PayoutRequest; templateName: string | undefined }, idempotencyKey: string) =>
      submitPayout(input.kind, input.request, idempotencyKey, input.templateName),
  );
  const [arrival, setArrival] = useState<string | null>(null);
  const [saving, setSaving] = useState<SaveRecipientChoice>(notSaving);
  // The recipient chosen from the saved or recent lists, said above the form until the next payout.
  const [filledFrom, setFilledFrom] = useState<RecipientChoice | null>(null);
  const focusAfterFill = useRef<'amount' | 'cardNumber' | null>(null);

  const chooseCountry = (code: string | null) => {
    setCountryCode(code ?? '');
    setChosenKind(null);
    setChecked(null);
    setFilledFrom(null);
    clearErrors();
  };
  /** Fills country, kind, account and recipient from a saved recipient or a recent payout (decision 0055). */
  const chooseRecipient = (choice: RecipientChoice) => {
    setCountryCode(choice.countryCode);
    setChosenKind(choice.kind);
    setChecked(null);
    clearErrors();
    reset(prefilledValues(getValues(), choice, accounts.data ?? []), { keepDefaultValues: true });
    setFilledFrom(choice);
    focusAfterFill.current = needsCardNumber(choice) ? 'cardNumber' : 'amount';
  };
  // Once the chosen kind's fields are on screen, the person goes on where the list left off.
  const formShown = fields.isSuccess && fromAccount !== undefined;
  useEffect(() => {
    if (!focusAfterFill.current || !formShown) return;
    setFocus(focusAfterFill.current);
    focusAfterFill.current = null;
  });
  const chooseKind = (next: string) => {
    if (isPayoutKind(next)) setChosenKind(next);
    setChecked(null);
    clearErrors();
  };

  const onContinue = async (event: FormEvent) => {
    event.preventDefault();
    if (!kind || !fromAccount) return;
    clearErrors();
    const typed = getValues();
    const check = payoutRequest(
      kind,
      countryCode,
      currency,
      { ...typed, fromAccount: fromAccountId },
      fieldNames,
      locale,
    );
    if (!check.ok) {
      showErrors(check.errors);
      return;
    }
    setChecking(true);
    let preview: PayoutQuote | undefined;
    let found: AmountProblem | null;
    try {
      preview = await queryClient.fetchQuery(payoutQueries.fee(kind, check.request));
      found = amountProblem({ quote: preview, available: fromAccount.availableBalance });
    } catch (error) {
      const byField = fieldErrorsOf(error);
      if (Object.keys(byField).length > 0) {
        showErrors(byField);
        setChecking(false);
        return;
      }
      found = amountProblem({ error });
    } finally {
      setChecking(false);
    }
    if (found || !preview) {
      if (found) setChecked({ amount: typed.amount, problem: found });
      setFocus('amount');
      return;
    }
    setSubmitted({
      kind,
      request: check.request,
      quote: preview,
      values: typed,
      templateName: templateNameOf(saving, typed.beneficiaryName),
    });
    submit.begin();
    setState({ step: 'review' });
    setConfirming(true);
  };

  /** Puts each error code at its field and focuses the first one in the form's order. */
  function showErrors(errors: Record<string, string>) {
    const order = fieldOrder(fieldNames);
    const first = order.find((name) => errors[name] !== undefined);
    for (const [name, code] of Object.entries(errors)) {
      const target = order.includes(name) ? name : 'amount';
      if (isFormField(target)) setError(target, { message: code });
    }
    if (first && isFormField(first) && first !== 'fromAccount') setFocus(first);
  }

  const confirm = () => {
    if (!submitted) return;
    setState({ step: 'sending' });
    submit.mutate(
      { kind: submitted.kind, request: submitted.request, templateName: submitted.templateName },
      {
        onSuccess: (result) => {
          setArrival(result.expectedArrival);
          setState(stateAfterSubmit(result));
        },
        onError: (error) => setState({ step: 'failed', message: errorMessage(t, error) }),
      },
    );
  };
  const closeConfirm = () => {
    setConfirming(false);
    if (state.step === 'done') {
      reset({ ...emptyPayoutFormValues, fromAccount: fromAccountId });
      setChecked(null);
      setArrival(null);
      setSaving(notSaving);
      setFilledFrom(null);
    }
  };

  const fieldError = (name: string): string | undefined => {
    const code =
      (isFormField(name) ? formState.errors[name]?.message : undefined) ??
      (name === 'amount' ? undefined : liveFieldErrors[name]);
    return code ? fieldErrorText(t, code) : undefined;
  };
  const problemText = (found: AmountProblem) =>
    found.kind === 'insufficient'
      ? t('amountProblem.insufficient', {
          total: formatMoney(found.totalDebit, currency),
          available: formatMoney(found.available, currency),
        })
      : errorMessage(t, found.error);
  const arrivalText = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(iso));
  const previewReady = quote.data && liveRequest && !problem && Object.keys(liveFieldErrors).length === 0;

  const preview = previewReady && quote.data && liveRequest && (
    <Stack gap={6}>
      <QuoteSummary quote={quote.data} amount={liveRequest.amount} currencyCode={currency} loading={quote.isFetching} />
      <SummaryRow label={t('external.arrives')}>{arrivalText(quote.data.expectedArrival)}</SummaryRow>
    </Stack>
  );

  const summary = submitted && (
    <Stack gap={6} data-testid="payout-summary">
      <SummaryRow label={t('external.method')}>{t(`external.schemes.${submitted.quote.scheme}`)}</SummaryRow>
      <SummaryRow label={t('external.to')}>{submitted.values.beneficiaryName.trim()}</SummaryRow>
      <SummaryRow label={t('external.country')}>{countryName(countryCode)}</SummaryRow>
      {identifyingFields
        .filter((name) => submitted.values[name].trim() !== '' && fieldNames.includes(name))
        .slice(0, 1)
        .map((name) => (
          <SummaryRow key={name} label={t(`external.fields.${name}`)}>
            {name === 'cardNumber' ? maskedCard(submitted.values[name]) : submitted.values[name].trim()}
          </SummaryRow>
        ))}
      {fieldNames.includes('swift') && submitted.values.swift.trim() && (
        <SummaryRow label={t('external.fields.swift')}>{submitted.values.swift.trim().toUpperCase()}</SummaryRow>
      )}
      {fromAccount && <SummaryRow label={t('fromAccount')}>{accountLabel(fromAccount)}</SummaryRow>}
      <QuoteSummary quote={submitted.quote} amount={submitted.request.amount} currencyCode={currency} />
      {submitted.values.reference.trim() && (
        <SummaryRow label={t('external.reference')}>{submitted.values.reference.trim()}</SummaryRow>
      )}
      {submitted.templateName && <SummaryRow label={t('external.save.savedAs')}>{submitted.templateName}</SummaryRow>}
      <SummaryRow label={t('external.arrives')} strong>
        <span data-testid="expected-arrival">{arrivalText(arrival ?? submitted.quote.expectedArrival)}</span>
      </SummaryRow>
      {state.step === 'done' && (
        <Text size="sm" c="dimmed" data-testid="processing-note">
          {t('external.processingNote')}
        </Text>
      )}
    </Stack>
  );

  const noAccount = option && accounts.isSuccess && payable.length === 0;
  // Only currencies Tessera can open an account in are offered; where there is none, no dead-end button.
  const currencies = useQuery({ ...transferQueries.currencies(), enabled: noAccount === true });
  const addable = (option?.currencies ?? []).filter((code) => currencies.data?.includes(code));

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('external.title')}
        </Title>
        <Text c="dimmed">{t('external.subtitle')}</Text>
      </div>

      {accounts.isPending && <Skeleton h={320} radius="lg" />}
      {accounts.isError && (
        <Alert color="red" role="alert" title={t('loadFailed')}>
          {errorMessage(t, accounts.error)}
        </Alert>
      )}
      {accounts.isSuccess && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="lg">
              {belowMd && <RecipientShortcuts compact countryName={countryName} onChoose={chooseRecipient} />}
              <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                <Stack gap="md">
                  <Select
                    label={t('external.country')}
                    description={t('external.countryHint')}
                    placeholder={t('external.countryPlaceholder')}
                    required
                    searchable
                    clearable={false}
                    allowDeselect={false}
                    checkIconPosition="right"
                    comboboxProps={{ withinPortal: true }}
                    leftSection={<IconWorld size={18} aria-hidden />}
                    nothingFoundMessage={t('external.noCountry')}
                    data={countries}
                    value={countryCode || null}
                    onChange={chooseCountry}
                  />
                  {options.isFetching && !options.data && <Skeleton h={80} />}
                  {options.isError && (
                    <Alert color="red" role="alert" title={t('loadFailed')}>
                      {errorMessage(t, options.error)}
                    </Alert>
                  )}
                  {options.data && kind && (
                    <Radio.Group label={t('external.kind')} value={kind} onChange={chooseKind} name="transferType">
                      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" mt="xs">
                        {options.data.map((item) => (
                          <Radio
                            key={item.transferType}
                            value={item.transferType}
                            label={t(`external.schemes.${item.scheme}`)}
                            description={item.currencies.join(', ')}
                          />
                        ))}
                      </SimpleGrid>
                    </Radio.Group>
                  )}
                </Stack>
              </Card>

              {noAccount && (
                <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} data-testid="no-payout-account">
                  <Stack gap="sm" align="flex-start">
                    <Text fw={600}>
                      {option.currencies.length === 1
                        ? t('external.noAccountOne', { currency: option.currencies[0] })
                        : t('external.noAccountAny', { currencies: option.currencies.join(', ') })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {currencies.isSuccess && addable.length === 0
                        ? t('external.noAccountCannotAdd')
                        : t('external.noAccountHint')}
                    </Text>
                    {addable.length > 0 && (
                      <Button
                        variant="light"
                        leftSection={<IconPlus size={16} />}
                        onClick={() => setAddingCurrency(true)}
                      >
                        {t('between.addCurrency')}
                      </Button>
                    )}
                  </Stack>
                </Card>
              )}

              {option && kind && fromAccount && (
                <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                  <form onSubmit={(event) => void onContinue(event)} noValidate aria-label={t('external.formLabel')}>
                    <Stack gap="md">
                      {filledFrom && <FilledFromNotice choice={filledFrom} />}
                      <AccountSelect
                        accounts={payable}
                        label={t('fromAccount')}
                        required
                        value={fromAccountId}
                        onChange={(value) => setValue('fromAccount', value ?? '')}
                        name="fromAccount"
                        error={fieldError('fromAccount')}
                      />
                      <TextInput
                        label={t('external.beneficiaryName')}
                        description={t('external.beneficiaryNameHint')}
                        required
                        maxLength={140}
                        autoComplete="off"
                        error={fieldError('beneficiaryName')}
                        {...register('beneficiaryName')}
                      />
                      {fields.isPending && <Skeleton h={120} />}
                      {fields.isError && (
                        <Alert color="red" role="alert">
                          {errorMessage(t, fields.error)}
                        </Alert>
                      )}
                      {fieldList.map((field) => (
                        <RecipientField
                          key={`${kind}-${countryCode}-${field.name}`}
                          field={field}
                          countryCode={countryCode}
                          value={values[field.name] ?? ''}
                          values={values}
                          error={fieldError(field.name)}
                          onChange={(value) => setValue(field.name, value, { shouldDirty: true })}
                          inputProps={register(field.name)}
                        />
                      ))}
                      <AmountField
                        currencyCode={currency}
                        availableBalance={fromAccount.availableBalance}
                        error={fieldError('amount') ?? (problem ? problemText(problem) : undefined)}
                        field={register('amount')}
                        max={maxAmount.data}
                        typed={values.amount ?? ''}
                        onMax={(max) =>
                          setValue('amount', formatAmount(max, currency, { locale, withSymbol: false }), {
                            shouldValidate: false,
                          })
                        }
                      />
                      <TextInput
                        label={t('external.reference')}
                        description={t('external.referenceHint')}
                        maxLength={35}
                        autoComplete="off"
                        error={fieldError('reference')}
                        {...register('reference')}
                      />
                      <Textarea
                        label={t('p2p.note')}
                        description={t('external.noteHint')}
                        autosize
                        minRows={2}
                        maxLength={140}
                        error={fieldError('note')}
                        {...register('note')}
                      />
                      <SaveRecipientOption
                        value={saving}
                        beneficiaryName={values.beneficiaryName ?? ''}
                        onChange={setSaving}
                      />
                      {belowMd && preview && <Box data-testid="payout-preview">{preview}</Box>}
                      <Button type="submit" size="md" leftSection={<IconSend size={18} />} loading={checking}>
                        {t('continue')}
                      </Button>
                    </Stack>
                  </form>
                </Card>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              {!belowMd && (
                <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
                  <Title order={2} size="h4" mb="sm">
                    {t('quote.title')}
                  </Title>
                  {preview ? (
                    <Box data-testid="payout-preview">{preview}</Box>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {countryCode ? t('external.previewEmpty') : t('external.pickCountry')}
                    </Text>
                  )}
                </Card>
              )}
              {!belowMd && <RecipientShortcuts compact={false} countryName={countryName} onChoose={chooseRecipient} />}
              <LimitsView limits={limits.data} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}

      <ConfirmTransferModal
        opened={confirming}
        title={t('p2p.confirmTitle')}
        successTitle={t('external.successTitle')}
        summary={summary ?? <Skeleton h={120} />}
        ready={submitted !== null}
        state={state}
        approvedStatus="processing"
        onStateChange={setState}
        onConfirm={confirm}
        onClose={closeConfirm}
        successActions={
          <>
            <Button variant="default" component={Link} to={`/history?accountId=${fromAccountId}`}>
              {t('viewHistory')}
            </Button>
            {state.step === 'done' && <ReceiptButton transactionId={state.transactionId} />}
            <Button onClick={closeConfirm}>{t('external.sendAnother')}</Button>
          </>
        }
      />
      <AddCurrencyModal
        opened={addingCurrency}
        onClose={() => setAddingCurrency(false)}
        accounts={accounts.data ?? []}
        only={option?.currencies}
        onAdded={(account) => setValue('fromAccount', String(account.accountId))}
      />
    </Stack>
  );
}

/** A request that is never sent: the fee query's key while nothing can be priced yet. */
const emptyRequest: PayoutRequest = {
  fromAccount: 0,
  amount: '0',
  currency: '',
  beneficiaryName: '',
  beneficiaryCountryCode: 'US',
  cardNumber: '',
};

/** The form's field names. */
function isFormField(name: string): name is keyof PayoutFormValues {
  return name in emptyPayoutFormValues;
}

/** A 'VF' reply's field-error codes by field, beyond the amount (which the amount problem says). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.code !== responseCodes.verifyError) return {};
  const result: Record<string, string> = {};
  for (const item of error.validationErrors) {
    if (item.field === 'amount') continue;
    result[item.field === 'currency' ? 'fromAccount' : item.field] = item.code;
  }
  return result;
}

import {
  Alert,
  Badge,
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  PasswordInput,
  Radio,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { OneTimeCodeInput } from '../../../shared/ui/code-input.tsx';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { notifications } from '@mantine/notifications';
import { IconShieldCheck } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { responseCodes, type TwoStepMode, type TwoStepResponse } from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { queryRoots } from '../../../shared/api/query-keys.ts';
import { QrCode } from '../../../shared/ui/qr-code.tsx';
import { twoStepVerificationConfirm, twoStepVerification, settingsQueries } from '../api/settings-api.ts';
import { textColors } from '../../../shared/ui/text-colors.ts';

/** The two-step card's element id, where the approval card sends a customer to set up an app or a phone. */
export const twoStepSectionId = 'two-step';

const modeColors = { no: 'gray', otp: 'teal', sms: 'blue', push: 'grape' } as const;

function isTwoStepMode(value: string): value is TwoStepMode {
  return value === 'no' || value === 'otp' || value === 'sms' || value === 'push';
}

/**
 * Two-step sign-in settings (spec 001 §7 "Two-step", spec 000 §4): the current mode and a change
 * behind the password; an authenticator app is enrolled with a QR code and one valid code, SMS
 * with a code sent to the number.
 */
export function TwoStepCard({ mode }: { mode: string }) {
  const { t } = useTranslation('settings');
  const current = isTwoStepMode(mode) ? mode : 'no';
  const [target, setTarget] = useState<TwoStepMode | null>(null);
  return (
    <SectionCard
      id={twoStepSectionId}
      icon={IconShieldCheck}
      title={t('twoStep.title')}
      text={t('twoStep.text')}
      action={
        <Badge size="lg" variant="light" color={modeColors[current]} data-testid="two-step-mode">
          {t(`twoStep.modes.${current}`)}
        </Badge>
      }
    >
      <Radio.Group
        mt="md"
        label={t('twoStep.choose')}
        value={current}
        onChange={(value) => isTwoStepMode(value) && value !== current && setTarget(value)}
      >
        <Stack gap="xs" mt="xs">
          {(['no', 'otp', 'sms', 'push'] as const).map((item) => (
            <Radio
              key={item}
              value={item}
              label={t(`twoStep.modes.${item}`)}
              description={t(`twoStep.hints.${item}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
      <ChangeModal target={target} onClose={() => setTarget(null)} />
    </SectionCard>
  );
}

type Step = { kind: 'password' } | { kind: 'code'; request: TwoStepResponse };

function ChangeModal({ target, onClose }: { target: TwoStepMode | null; onClose: () => void }) {
  const { t } = useTranslation(['settings', 'errors', 'auth']);
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [password, setPassword] = useState('');
  const [phoneNumber, setPhoneNumber] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setStep({ kind: 'password' });
    setPassword('');
    setPhoneNumber('');
    setCode('');
    setErrors({});
    setFailure(null);
    onClose();
  };
  const done = async (mode: TwoStepMode) => {
    // A new authenticator app or phone number makes otp or sms approval possible (refetched alongside).
    void queryClient.invalidateQueries({ queryKey: settingsQueries.usableApprovalModes().queryKey });
    await queryClient.invalidateQueries({ queryKey: queryRoots.customer });
    notifications.show({ color: 'teal', message: t('twoStep.changed', { mode: t(`twoStep.modes.${mode}`) }) });
    close();
  };
  const fail = (error: unknown) => {
    const fields = fieldErrors(t, error);
    setErrors(fields);
    if (Object.keys(fields).length === 0 || (error instanceof ApiError && error.code !== responseCodes.verifyError))
      setFailure(errorMessage(t, error));
    else if (fields.reqId) setFailure(fields.reqId);
  };

  const submitPassword = async (event: FormEvent) => {
    event.preventDefault();
    if (!target || busy) return;
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const reply = await twoStepVerification({
        mode: target,
        password,
        ...(target === 'sms' && phoneNumber.trim() ? { phoneNumber: phoneNumber.trim() } : {}),
      });
      if (reply.reqId) setStep({ kind: 'code', request: reply });
      else await done(reply.mode);
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  const submitCode = async (value: string) => {
    if (step.kind !== 'code' || !step.request.reqId || busy || !/^\d{6}$/.test(value)) return;
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const reply = await twoStepVerificationConfirm(step.request.reqId, value);
      await done(reply.mode);
    } catch (error) {
      setCode('');
      fail(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={target !== null}
      onClose={close}
      title={target ? t('twoStep.changeTo', { mode: t(`twoStep.modes.${target}`) }) : ''}
      centered
      radius="lg"
    >
      {failure && (
        <Alert color="red" variant="light" role="alert" mb="md">
          {failure}
        </Alert>
      )}
      {step.kind === 'password' ? (
        <form onSubmit={(event) => void submitPassword(event)} noValidate>
          <Stack>
            <Text size="sm" c="dimmed">
              {t('twoStep.passwordText')}
            </Text>
            <PasswordInput
              label={t('twoStep.password')}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.currentTarget.value)}
              error={errors.password}
              required
              data-autofocus
              visibilityToggleButtonProps={{ 'aria-label': t('auth:togglePassword') }}
            />
            {target === 'sms' && (
              <TextInput
                label={t('twoStep.phone')}
                description={t('twoStep.phoneHint')}
                type="tel"
                autoComplete="tel"
                placeholder="+44 7700 900123"
                value={phoneNumber}
                onChange={(event) => setPhoneNumber(event.currentTarget.value)}
                error={errors.phoneNumber}
              />
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('twoStep.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={!password}>
                {t('twoStep.continue')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submitCode(code);
          }}
          noValidate
        >
          <Stack>
            {step.request.mode === 'otp' && step.request.otpauthUri && step.request.secret ? (
              <>
                <Text size="sm">{t('twoStep.scan')}</Text>
                <Group justify="center">
                  <QrCode value={step.request.otpauthUri} label={t('twoStep.qrLabel')} />
                </Group>
                <Text size="xs" c="dimmed">
                  {t('twoStep.manual')}
                </Text>
                <Group gap="xs" wrap="nowrap">
                  <Code style={{ overflowWrap: 'anywhere' }} data-testid="totp-secret">
                    {step.request.secret}
                  </Code>
                  <CopyButton value={step.request.secret}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="light" onClick={copy}>
                        {copied ? t('twoStep.copied') : t('twoStep.copy')}
                      </Button>
                    )}
                  </CopyButton>
                </Group>
              </>
            ) : (
              <Text size="sm">
                {t('twoStep.smsSent', { phone: step.request.phoneNumber ?? '', id: step.request.smsIdentifier ?? '' })}
              </Text>
            )}
            <OneTimeCodeInput
              value={code}
              onChange={setCode}
              onComplete={(value) => void submitCode(value)}
              error={Boolean(errors.code)}
              disabled={busy}
              label={t('twoStep.code')}
            />
            {errors.code && (
              <Text size="sm" c={textColors.error} role="alert">
                {errors.code}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('twoStep.cancel')}
              </Button>
              <Button type="submit" loading={busy} disabled={code.length !== 6}>
                {t('twoStep.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}

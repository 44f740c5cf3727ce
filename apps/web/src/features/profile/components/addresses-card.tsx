import { Alert, Badge, Button, Card, Group, Modal, Stack, Text } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddressStatus, ProfileAddress } from '@tessera/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../shared/api/call.ts';
import { ApiError } from '../../../shared/api/client.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { SectionCard } from '../../../shared/ui/section-card.tsx';
import { profileQueries, addressReplace, documentUpload } from '../api/profile-api.ts';
import { AddressFields, addressInputOf, emptyAddressDraft, type AddressDraft } from './address-form.tsx';
import { ConfirmDialog } from './dialogs.tsx';

const statusColors: Record<AddressStatus, string> = {
  documentRequired: 'yellow',
  awaitingReview: 'blue',
  verified: 'teal',
  documentOutOfDate: 'red',
};

/** What the address popup does: add an address, replace one, or send the proof of one. */
type Editing =
  { kind: 'create' } | { kind: 'replace'; address: ProfileAddress } | { kind: 'proof'; address: ProfileAddress };

function draftOf(address: ProfileAddress): AddressDraft {
  return {
    ...emptyAddressDraft,
    addressType: String(address.addressType),
    address1: address.address1,
    address2: address.address2 ?? '',
    city: address.city,
    postalCode: address.postalCode,
    countryCode: address.countryCode,
    stateCode: address.stateCode ?? null,
  };
}

/**
 * The customer's addresses (spec 002 §3 "Address", §7 "Profile: address"): each with its type, its
 * proof's state and the proofs sent; add one (with its proof now or later), send a proof, replace
 * it by a new address with its proof, confirm it is current, or delete it.
 */
export function AddressesCard({ addresses }: { addresses: ProfileAddress[] }) {
  const { t } = useTranslation(['profile', 'errors']);
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileQueries.root });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [draft, setDraft] = useState<AddressDraft>(emptyAddressDraft);
  const [toDelete, setToDelete] = useState<ProfileAddress | null>(null);

  const save = useMutation({
    mutationFn: async ({ target, values }: { target: Editing; values: AddressDraft }) => {
      const proofType = values.proofType === null ? undefined : Number(values.proofType);
      if (target.kind === 'replace') {
        if (!values.proof || proofType === undefined) throw missingProof(values);
        await addressReplace(
          { ...addressInputOf(values), addressId: target.address.addressId, documentType: proofType },
          values.proof,
        );
        return;
      }
      if (target.kind === 'proof') {
        if (!values.proof || proofType === undefined) throw missingProof(values);
        await documentUpload({ documentType: proofType, addressId: target.address.addressId }, values.proof);
        return;
      }
      const { address } = await call('addressCreate', addressInputOf(values));
      // The address is kept even when its proof is refused: the card then offers to send it again.
      if (values.proof && proofType !== undefined) {
        setEditing({ kind: 'proof', address });
        await documentUpload({ documentType: proofType, addressId: address.addressId }, values.proof);
      }
    },
    onSuccess: () => {
      setEditing(null);
      return refresh();
    },
    onError: () => refresh(),
  });
  const confirm = useMutation({
    mutationFn: (address: ProfileAddress) => call('addressConfirm', { addressId: address.addressId }),
    onSuccess: () => refresh(),
  });
  const remove = useMutation({
    mutationFn: (address: ProfileAddress) => call('addressDelete', { addressId: address.addressId }),
    onSuccess: () => {
      setToDelete(null);
      return refresh();
    },
  });
  const errors = save.error ? fieldErrors(t, save.error) : {};
  const open = (target: Editing) => {
    save.reset();
    setDraft(target.kind === 'create' ? emptyAddressDraft : { ...draftOf(target.address) });
    setEditing(target);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (editing) save.mutate({ target: editing, values: draft });
  };
  const title =
    editing?.kind === 'replace'
      ? t('addresses.replaceTitle')
      : editing?.kind === 'proof'
        ? t('addresses.proofTitle')
        : t('addresses.addTitle');

  return (
    <SectionCard
      icon={IconHome}
      title={t('addresses.title')}
      text={t('addresses.text')}
      action={<Button onClick={() => open({ kind: 'create' })}>{t('addresses.add')}</Button>}
    >
      <Stack gap="sm" mt="md">
        {confirm.isError && <Alert color="red">{errorMessage(t, confirm.error)}</Alert>}
        {addresses.length === 0 && <Text c="dimmed">{t('addresses.empty')}</Text>}
        {addresses.map((address) => (
          <Card key={address.addressId} withBorder radius="md" p="sm" component="article" aria-label={address.address1}>
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>{t(`addressTypes.${address.addressType}`)}</Text>
                <Badge color={statusColors[address.addressStatus]} variant="light">
                  {t(`addressStatus.${address.addressStatus}`)}
                </Badge>
              </Group>
              <Text style={{ overflowWrap: 'anywhere' }}>
                {[address.address1, address.address2].filter(Boolean).join(', ')}
              </Text>
              <Text c="dimmed" size="sm">
                {[address.postalCode, address.city, address.stateName, address.countryCode].filter(Boolean).join(', ')}
              </Text>
              {address.uploadedDocuments.length > 0 && (
                <Text size="sm">
                  {t('addresses.proofs', {
                    names: address.uploadedDocuments
                      .map((proof) => `${proof.fileName} (${t(`documentStatus.${proof.statusId}`)})`)
                      .join(', '),
                  })}
                </Text>
              )}
              <Group gap="xs" mt={4}>
                {(address.isDocumentRequired || address.isDocumentOutOfDate) && (
                  <Button size="xs" onClick={() => open({ kind: 'proof', address })}>
                    {t('addresses.sendProof')}
                  </Button>
                )}
                {!address.confirmed && (
                  <Button size="xs" variant="light" loading={confirm.isPending} onClick={() => confirm.mutate(address)}>
                    {t('addresses.confirm')}
                  </Button>
                )}
                <Button size="xs" variant="light" onClick={() => open({ kind: 'replace', address })}>
                  {t('addresses.replace')}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => setToDelete(address)}>
                  {t('actions.delete')}
                </Button>
              </Group>
            </Stack>
          </Card>
        ))}
      </Stack>
      <Modal opened={editing !== null} onClose={() => setEditing(null)} title={title} centered size="lg">
        <form onSubmit={submit} noValidate>
          <Stack>
            {editing?.kind === 'proof' ? (
              <Text>{t('addresses.proofText', { address: editing.address.address1 })}</Text>
            ) : null}
            <AddressFields
              draft={draft}
              onChange={setDraft}
              errors={errors}
              withProof
              isProofRequired={editing?.kind !== 'create'}
              isAddressHidden={editing?.kind === 'proof'}
            />
            {save.isError && Object.keys(errors).length === 0 && (
              <Alert color="red">{errorMessage(t, save.error)}</Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setEditing(null)}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" loading={save.isPending}>
                {editing?.kind === 'proof' ? t('addresses.sendProof') : t('actions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={toDelete !== null}
        title={t('addresses.deleteTitle')}
        text={t('addresses.deleteText', { address: toDelete?.address1 ?? '' })}
        confirmLabel={t('actions.delete')}
        pending={remove.isPending}
        error={remove.error}
        onConfirm={() => toDelete && remove.mutate(toDelete)}
        onClose={() => {
          setToDelete(null);
          remove.reset();
        }}
      />
    </SectionCard>
  );
}

/** A local 'VF' for a proof left out, shown under the field like the server's. */
function missingProof(values: AddressDraft): ApiError {
  const field = values.proofType === null ? 'documentType' : 'document';
  return new ApiError('VF', 'required', [{ field, code: 'required', description: '' }]);
}

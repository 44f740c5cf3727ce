import { Alert, Badge, Button, Card, Group, Modal, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shareBasisPoints, type BusinessPeople, type BusinessPerson } from '@tessera/contract';
import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrors } from '../../../shared/api/error-message.ts';
import { customerInfoQuery } from '../../../shared/api/shared-queries.ts';
import { useCurrentAccess } from '../../../shared/session/use-current-access.ts';
import { RetryAlert } from '../../../shared/ui/retry-alert.tsx';
import { companyPeopleQueries } from '../api/company-people-api.ts';
import { CompanyShareholderModal, type CompanyShareholderValues } from '../components/company-shareholder-modal.tsx';
import { CompanyStructure } from '../components/company-structure.tsx';
import { PersonFormModal, type PersonFormValues } from '../components/person-form-modal.tsx';
import { RepresentativeDrawer, statusColor } from '../components/representative-drawer.tsx';
import { ShareEditModal, type ShareEditValues } from '../components/share-edit-modal.tsx';

/** The four lists of route `company/{path}` (spec 000 §2 ROUTES; decision 0110). */
const companyPeoplePaths = ['directors', 'shareholders', 'owners', 'users'] as const;
type PeoplePath = (typeof companyPeoplePaths)[number];

/** One row of a list: a person (or, among shareholders, a company) with what that list shows of it. */
interface Row {
  key: string;
  name: string;
  email?: string;
  person?: BusinessPerson;
  holder?: { kind: 'person' | 'company'; holderId: number };
  share?: string;
  level?: number;
}

const fullName = (person: BusinessPerson) => `${person.fields.firstName} ${person.fields.lastName}`.trim();

/** The largest share a person holds anywhere in the structure, in basis points (002 §5 source-of-funds rule). */
const largestShareOf = (people: BusinessPeople, personId: number) =>
  Math.max(
    0,
    ...people.shareholders
      .filter((item) => item.kind === 'person' && item.holderId === personId)
      .map((item) => shareBasisPoints(item.share) ?? 0),
  );

/** The rows of one list: the business's own directors, shareholders, owners or users (not its companies'). */
function rowsOf(people: BusinessPeople, path: PeoplePath): Row[] {
  const person = (personId: number) => people.persons.find((item) => item.personId === personId);
  const personRow = (personId: number): Row[] => {
    const found = person(personId);
    return found ? [{ key: `p${personId}`, name: fullName(found), email: found.fields.email, person: found }] : [];
  };
  switch (path) {
    case 'directors':
      return people.directors
        .filter((item) => item.companyId === undefined)
        .flatMap((item) => personRow(item.personId));
    case 'owners':
      return people.owners.flatMap((item) => personRow(item.personId));
    case 'users':
      return people.users.flatMap((item) =>
        personRow(item.personId).map((row) => ({ ...row, level: row.person?.accessRight })),
      );
    case 'shareholders':
      return people.shareholders
        .filter((item) => item.companyId === undefined)
        .flatMap((item): Row[] => {
          const holder = { kind: item.kind, holderId: item.holderId };
          if (item.kind === 'person')
            return personRow(item.holderId).map((row) => ({ ...row, holder, share: item.share }));
          const company = people.companies.find((entry) => entry.companyId === item.holderId);
          return [{ key: `c${item.holderId}`, name: company?.fields.name ?? '', holder, share: item.share }];
        });
  }
}

/**
 * company/{path} (spec 000 §2 ROUTES; 002 §3, §5, §7 "Business"; decisions 0110–0112, 0117): the
 * business's directors, shareholders with their shares (a company shareholder with its own
 * directors and holders nested under its row), ultimate beneficial owners and users, each with their
 * identity-verification status, from `businessPeopleList`. A full-access user (own login, or an
 * access list with `settings` or `accessManagement`, decision 0103) adds a person (the shared person
 * form, with the source of funds from 25 %) or a company shareholder, edits a person or a share,
 * opens a person's details (`representativeInfo`) and deletes them there (`representativeDelete`),
 * removes from a list after a confirmation and resends a verification link; the server checks 002 §5
 * and answers 'VF' at the field, which the forms show there. Others are told the page needs full access.
 */
export function Component() {
  const { t } = useTranslation(['companyPeople', 'errors']);
  const location = useLocation();
  const path = (companyPeoplePaths.find((item) => location.pathname === `/company/${item}`) ??
    'directors') satisfies PeoplePath;
  const customer = useQuery(customerInfoQuery());
  const { access, known } = useCurrentAccess(customer.data);
  const full =
    access === undefined || access.accessList.includes('settings') || access.accessList.includes('accessManagement');
  const queryClient = useQueryClient();
  const people = useQuery({ ...companyPeopleQueries.businessPeopleList(), enabled: known && full });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Row | null>(null);
  const [editing, setEditing] = useState<Row | null>(null);
  const [editingPerson, setEditingPerson] = useState<BusinessPerson | null>(null);
  const [addingCompany, setAddingCompany] = useState(false);
  const [showing, setShowing] = useState<number | null>(null);
  const store = (reply: { people: BusinessPeople }) =>
    queryClient.setQueryData(companyPeopleQueries.businessPeopleList().queryKey, reply.people);

  const add = useMutation({
    mutationFn: async ({ person, share: newShare, accessRight }: PersonFormValues) => {
      switch (path) {
        case 'directors':
          return call('businessDirectorAdd', { person });
        case 'owners':
          return call('businessOwnerAdd', { person });
        case 'shareholders':
          return call('businessShareholderAdd', { person, share: newShare });
        case 'users':
          return call('businessUserAdd', { person, accessRight });
      }
    },
    onSuccess: (reply, values) => {
      store(reply);
      setAdding(false);
      notifications.show({
        color: 'teal',
        message: t('added', { name: `${values.person.firstName} ${values.person.lastName}` }),
      });
    },
  });
  const remove = useMutation({
    mutationFn: async (row: Row) => {
      const personId = row.person?.personId ?? 0;
      switch (path) {
        case 'directors':
          return call('businessDirectorRemove', { personId });
        case 'owners':
          return call('businessOwnerRemove', { personId });
        case 'users':
          return call('businessUserRemove', { personId });
        case 'shareholders':
          return call('businessShareholderRemove', row.holder ?? { kind: 'person', holderId: personId });
      }
    },
    onSuccess: (reply, row) => {
      store(reply);
      setRemoving(null);
      notifications.show({ color: 'teal', message: t('removed', { name: row.name }) });
    },
  });
  const update = useMutation({
    mutationFn: async ({ row, values }: { row: Row; values: ShareEditValues }) => {
      const person = row.person;
      // A share raised to 25 % or more needs the source of funds first (002 §5); it is saved only when changed.
      if (
        person &&
        values.source &&
        (JSON.stringify(values.source.sourceOfFunds) !== JSON.stringify(person.fields.sourceOfFunds ?? []) ||
          values.source.sourceDetails !== (person.fields.sourceDetails ?? ''))
      )
        await call('businessPersonUpdate', {
          personId: person.personId,
          fields: { ...person.fields, ...values.source },
        });
      return call('businessShareholderUpdate', {
        ...(row.holder ?? { kind: 'person', holderId: 0 }),
        share: values.share,
      });
    },
    onSuccess: (reply, { row }) => {
      store(reply);
      setEditing(null);
      notifications.show({ color: 'teal', message: t('shareChanged', { name: row.name }) });
    },
  });
  const edit = useMutation({
    mutationFn: ({ personId, fields }: { personId: number; fields: PersonFormValues['person'] }) =>
      call('businessPersonUpdate', { personId, fields }),
    onSuccess: (reply, values) => {
      store(reply);
      setEditingPerson(null);
      void queryClient.invalidateQueries({
        queryKey: companyPeopleQueries.representativeInfo(values.personId).queryKey,
      });
      notifications.show({
        color: 'teal',
        message: t('saved', { name: `${values.fields.firstName} ${values.fields.lastName}` }),
      });
    },
  });
  const addCompany = useMutation({
    mutationFn: (values: CompanyShareholderValues) => call('businessShareholderAdd', values),
    onSuccess: (reply, values) => {
      store(reply);
      setAddingCompany(false);
      notifications.show({ color: 'teal', message: t('added', { name: values.company.fields.name }) });
    },
  });
  const resend = useMutation({
    mutationFn: (row: Row) => call('businessPersonVerificationResend', { personId: row.person?.personId ?? 0 }),
    onSuccess: (_reply, row) => notifications.show({ color: 'teal', message: t('resent', { name: row.name }) }),
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(t, error) }),
  });

  const rows = people.data ? rowsOf(people.data, path) : [];
  return (
    <Stack gap="lg" maw={960}>
      <div>
        <Title order={1} size="h2">
          {t(`titles.${path}`)}
        </Title>
        <Text c="dimmed">{t(`subtitles.${path}`)}</Text>
      </div>
      <Group component="nav" aria-label={t('lists')} gap="xs">
        {companyPeoplePaths.map((item) => (
          <Button
            key={item}
            component={Link}
            to={`/company/${item}`}
            variant={item === path ? 'filled' : 'light'}
            aria-current={item === path ? 'page' : undefined}
            size="sm"
          >
            {t(`tabs.${item}`)}
          </Button>
        ))}
      </Group>
      <Card withBorder radius="lg" p="md" data-testid={`company-people-${path}`}>
        {known && !full ? (
          <Alert color="blue" variant="light">
            {t('fullAccessOnly')}
          </Alert>
        ) : !known || people.isPending ? (
          <Stack role="status" aria-busy="true" aria-label={t('loading')}>
            <Skeleton height={40} />
            <Skeleton height={40} />
          </Stack>
        ) : people.isError ? (
          <RetryAlert
            title={t('loadFailed')}
            message={errorMessage(t, people.error)}
            retryLabel={t('retry')}
            retrying={people.isFetching}
            onRetry={() => void people.refetch()}
          />
        ) : (
          <Stack>
            {full && (
              <Group justify="flex-end" gap="xs">
                {path === 'shareholders' && (
                  <Button
                    variant="light"
                    onClick={() => {
                      addCompany.reset();
                      setAddingCompany(true);
                    }}
                  >
                    {t('addCompanyButton')}
                  </Button>
                )}
                <Button
                  onClick={() => {
                    add.reset();
                    setAdding(true);
                  }}
                >
                  {t(`addButton.${path}`)}
                </Button>
              </Group>
            )}
            {rows.length === 0 ? (
              <Text c="dimmed">{t(`empty.${path}`)}</Text>
            ) : (
              <Table.ScrollContainer minWidth={600}>
                <Table verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('name')}</Table.Th>
                      {path === 'shareholders' && <Table.Th>{t('share')}</Table.Th>}
                      {path === 'users' && <Table.Th>{t('level')}</Table.Th>}
                      <Table.Th>{t('verification')}</Table.Th>
                      {full && <Table.Th>{t('actions')}</Table.Th>}
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {rows.map((row) => (
                      <Fragment key={row.key}>
                        <Table.Tr data-testid="company-person">
                          <Table.Td>
                            <Text size="sm" fw={500}>
                              {row.name}
                            </Text>
                            {row.email && (
                              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                                {row.email}
                              </Text>
                            )}
                          </Table.Td>
                          {path === 'shareholders' && (
                            <Table.Td style={{ whiteSpace: 'nowrap' }}>{t('percent', { share: row.share })}</Table.Td>
                          )}
                          {path === 'users' && (
                            <Table.Td>{row.level === undefined ? '' : t(`levels.${row.level}`)}</Table.Td>
                          )}
                          <Table.Td>
                            {row.person && !row.person.needsVerification ? (
                              <Text size="sm" c="dimmed">
                                {t('notNeeded')}
                              </Text>
                            ) : row.person ? (
                              <Badge variant="light" color={statusColor[row.person.verificationStatus]}>
                                {t(`status.${row.person.verificationStatus}`)}
                              </Badge>
                            ) : (
                              <Text size="sm" c="dimmed">
                                {t('company')}
                              </Text>
                            )}
                          </Table.Td>
                          {full && (
                            <Table.Td>
                              <Group gap="xs" wrap="wrap">
                                {row.person && (
                                  <Button
                                    size="xs"
                                    variant="light"
                                    aria-label={`${t('details')}: ${row.name}`}
                                    onClick={() => setShowing(row.person?.personId ?? null)}
                                  >
                                    {t('details')}
                                  </Button>
                                )}
                                {row.person && (
                                  <Button
                                    size="xs"
                                    variant="light"
                                    aria-label={`${t('edit')}: ${row.name}`}
                                    onClick={() => {
                                      edit.reset();
                                      setEditingPerson(row.person ?? null);
                                    }}
                                  >
                                    {t('edit')}
                                  </Button>
                                )}
                                {row.holder && (
                                  <Button
                                    size="xs"
                                    variant="light"
                                    aria-label={`${t('editShare')}: ${row.name}`}
                                    onClick={() => {
                                      update.reset();
                                      setEditing(row);
                                    }}
                                  >
                                    {t('editShare')}
                                  </Button>
                                )}
                                {row.person?.needsVerification && row.person.verificationStatus !== 'verified' && (
                                  <Button
                                    size="xs"
                                    variant="light"
                                    aria-label={`${t('resend')}: ${row.name}`}
                                    loading={resend.isPending && resend.variables.key === row.key}
                                    onClick={() => resend.mutate(row)}
                                  >
                                    {t('resend')}
                                  </Button>
                                )}
                                <Button
                                  size="xs"
                                  variant="light"
                                  color="red"
                                  aria-label={`${t('remove')}: ${row.name}`}
                                  onClick={() => {
                                    remove.reset();
                                    setRemoving(row);
                                  }}
                                >
                                  {t('remove')}
                                </Button>
                              </Group>
                            </Table.Td>
                          )}
                        </Table.Tr>
                        {row.holder?.kind === 'company' && people.data && (
                          <Table.Tr data-testid="company-structure">
                            <Table.Td colSpan={full ? 4 : 3} pt={0}>
                              <CompanyStructure people={people.data} companyId={row.holder.holderId} />
                            </Table.Td>
                          </Table.Tr>
                        )}
                      </Fragment>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        )}
      </Card>

      {adding && (
        <PersonFormModal
          title={t(`addButton.${path}`)}
          submitLabel={t('add')}
          asks={path === 'shareholders' ? 'share' : path === 'users' ? 'accessRight' : 'nothing'}
          submitting={add.isPending}
          error={add.error}
          onClose={() => setAdding(false)}
          onSubmit={(values) => add.mutate(values)}
        />
      )}

      {editingPerson && people.data && (
        <PersonFormModal
          title={t('editTitle', { name: fullName(editingPerson) })}
          submitLabel={t('save')}
          initial={editingPerson.fields}
          largestShareBasisPoints={largestShareOf(people.data, editingPerson.personId)}
          isEmailLocked={editingPerson.userId !== undefined}
          asks="nothing"
          submitting={edit.isPending}
          error={edit.error}
          onClose={() => setEditingPerson(null)}
          onSubmit={(values) => edit.mutate({ personId: editingPerson.personId, fields: values.person })}
        />
      )}

      {addingCompany && people.data && (
        <CompanyShareholderModal
          persons={people.data.persons}
          submitting={addCompany.isPending}
          error={addCompany.error}
          onClose={() => setAddingCompany(false)}
          onSubmit={(values) => addCompany.mutate(values)}
        />
      )}

      {showing !== null && (
        <RepresentativeDrawer
          personId={showing}
          onClose={() => setShowing(null)}
          onDeleted={(next, name) => {
            queryClient.setQueryData(companyPeopleQueries.businessPeopleList().queryKey, next);
            setShowing(null);
            notifications.show({ color: 'teal', message: t('deleted', { name }) });
          }}
        />
      )}

      <Modal opened={removing !== null} onClose={() => setRemoving(null)} title={t('removeTitle')}>
        {removing && (
          <Stack>
            <Text>{t(`removeText.${path}`, { name: removing.name })}</Text>
            {remove.error && (
              <Text c="red" role="alert">
                {Object.values(fieldErrors(t, remove.error)).join(' ') || errorMessage(t, remove.error)}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setRemoving(null)}>
                {t('cancel')}
              </Button>
              <Button color="red" loading={remove.isPending} onClick={() => remove.mutate(removing)}>
                {t('confirmRemove')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>

      {editing && (
        <ShareEditModal
          name={editing.name}
          person={editing.person}
          initialShare={editing.share ?? ''}
          submitting={update.isPending}
          error={update.error}
          onClose={() => setEditing(null)}
          onSubmit={(values) => update.mutate({ row: editing, values })}
        />
      )}
    </Stack>
  );
}

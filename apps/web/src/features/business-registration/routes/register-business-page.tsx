import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMailCheck, IconPencil, IconShieldCheck } from '@tabler/icons-react';
import {
  businessRegistrationProblems,
  fieldsAfterShareUpdate,
  largestShareByPerson,
  needsSourceOfFunds,
  registeredEmailProblems,
  responseCodes,
  sectionOfProblem,
  type EmailStatus,
  type RegistrationCompany,
  type RegistrationPerson,
  type RegistrationProblem,
  type RegistrationShareholder,
} from '@tessera/contract';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../shared/api/client.ts';
import { call } from '../../../shared/api/call.ts';
import { errorMessage, fieldErrorText } from '../../../shared/api/error-message.ts';
import { useBrand } from '../../../shared/brand/brand.tsx';
import { useAdditionalQuestions } from '../../../shared/dictionaries/use-dictionary.ts';
import { solveBotChallenge } from '../api/bot-check.ts';
import { useBusinessAccountCreate } from '../api/business-account-create.ts';
import { clearDraft, loadDraft, newCompany, newPerson, saveDraft, type RegistrationDraft } from '../api/draft.ts';
import { CompanyModal } from '../components/company-modal.tsx';
import {
  DueDiligenceForm,
  FinancialInfoForm,
  GeneralForm,
  LegalForm,
  Section,
} from '../components/company-sections.tsx';
import { PersonHub, ShareholdersEditor } from '../components/hubs.tsx';
import { PersonModal } from '../components/person-modal.tsx';

type Editing =
  | { kind: 'person'; person: RegistrationPerson; addTo?: 'directors' | 'owners' | 'users' | 'shareholders' }
  | { kind: 'company'; company: RegistrationCompany; addAsShareholder: boolean };

/**
 * /register/business (spec 000 §2, 002 §2–§5; decisions 0095, 0096): loads purposes, sources,
 * industries and additional questions, then the generalForm, financialInfoForm, dueDilligenceForm,
 * legalForm and the hubs of directors, shareholders (persons and companies with their own directors
 * and holders), owners and users with their edit popups. The draft is kept in the browser (a reload
 * loses nothing). Submit checks every section with the contract's rules (root, persons, companies,
 * shareholders, users), the users' e-mails with `checkEmailExists`, and sends one
 * `businessAccountCreate` with the bot proof; the completion popup then clears the draft and goes to /.
 */
export function Component() {
  const { t } = useTranslation(['businessRegistration', 'errors']);
  const brand = useBrand();
  const navigate = useNavigate();
  const questions = useAdditionalQuestions('business');
  const [draft, setDraft] = useState<RegistrationDraft>(loadDraft);
  const [problems, setProblems] = useState<RegistrationProblem[] | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirmClear, setConfirmClear] = useState(false);
  const [proof, setProof] = useState<string | null>(null);
  const [botAttempt, setBotAttempt] = useState(0);
  const [isChecking, setIsChecking] = useState(false);
  const [emailStatuses, setEmailStatuses] = useState<ReadonlyMap<string, EmailStatus>>(new Map());
  const create = useBusinessAccountCreate();

  useEffect(() => saveDraft(draft), [draft]);
  useEffect(() => {
    const controller = new AbortController();
    solveBotChallenge(controller.signal)
      .then((solved) => !controller.signal.aborted && setProof(solved))
      .catch(() => undefined);
    return () => controller.abort();
  }, [botAttempt]);

  const ruleContext = useMemo(
    () => ({
      isSourceOfWealthEnabled: brand.sourceOfWealthEnable,
      dueDiligenceQuestions: (questions.data ?? []).map((question) => ({
        key: question.key,
        isRequired: question.isRequired,
      })),
      termIds: brand.terms.map((term) => term.id),
      today: new Date().toISOString().slice(0, 10),
    }),
    [brand, questions.data],
  );
  const check = useCallback(
    (next: RegistrationDraft, statuses: ReadonlyMap<string, EmailStatus>) => [
      ...businessRegistrationProblems(next, ruleContext),
      ...registeredEmailProblems(next, (email) => statuses.get(email) ?? 0),
    ],
    [ruleContext],
  );
  const update = useCallback(
    (change: (current: RegistrationDraft) => RegistrationDraft) =>
      setDraft((current) => {
        const next = change(current);
        // Once the customer tried to send, problems follow each change so a fixed field clears at once.
        setProblems((shown) => (shown === null ? null : check(next, emailStatuses)));
        return next;
      }),
    [check, emailStatuses],
  );
  const messages = useMemo(() => {
    const byField = new Map<string, string>();
    for (const problem of problems ?? [])
      if (!byField.has(problem.field)) byField.set(problem.field, fieldErrorText(t, problem.code));
    return byField;
  }, [problems, t]);
  const errorAt = useCallback((path: string) => messages.get(path), [messages]);
  const hasProblemUnder = useCallback(
    (prefix: string) => [...messages.keys()].some((field) => field.startsWith(prefix)),
    [messages],
  );
  const largest = useMemo(() => largestShareByPerson(draft), [draft]);

  const savePerson = (person: RegistrationPerson, addTo?: 'directors' | 'owners' | 'users' | 'shareholders') =>
    update((current) => {
      const exists = current.personList.some((entry) => entry.id === person.id);
      const personList = exists
        ? current.personList.map((entry) => (entry.id === person.id ? person : entry))
        : [...current.personList, person];
      const next = { ...current, personList };
      if (addTo === 'shareholders')
        return { ...next, shareholders: [...next.shareholders, { kind: 'person' as const, id: person.id, share: '' }] };
      if (addTo === 'users')
        return {
          ...next,
          users: [...next.users, person.id],
          personList: personList.map((entry) => (entry.id === person.id ? { ...entry, isUser: true } : entry)),
        };
      if (addTo) return { ...next, [addTo]: [...next[addTo], person.id] };
      return next;
    });
  const saveCompany = (company: RegistrationCompany, addAsShareholder: boolean) =>
    update((current) => {
      const exists = current.companyList.some((entry) => entry.id === company.id);
      const companyList = exists
        ? current.companyList.map((entry) => (entry.id === company.id ? company : entry))
        : [...current.companyList, company];
      return {
        ...current,
        companyList,
        shareholders: addAsShareholder
          ? [...current.shareholders, { kind: 'company' as const, id: company.id, share: '' }]
          : current.shareholders,
      };
    });
  // Spec 002 §4: a share updated below 25 % clears that person's source of funds.
  const onShareChange = (holder: RegistrationShareholder) =>
    holder.kind === 'person' &&
    update((current) => ({
      ...current,
      personList: current.personList.map((person) =>
        person.id === holder.id && (largestShareByPerson(current).get(person.id) ?? 0) < 2500
          ? { ...person, fields: fieldsAfterShareUpdate(person.fields, holder.share) }
          : person,
      ),
    }));
  const setUsers = (users: string[]) =>
    update((current) => ({
      ...current,
      users,
      personList: current.personList.map((person) => ({ ...person, isUser: users.includes(person.id) })),
    }));
  const setRight = (personId: string, right: number) =>
    update((current) => ({
      ...current,
      personList: current.personList.map((person) =>
        person.id === personId ? { ...person, accessRights: right } : person,
      ),
    }));

  const submit = async () => {
    setIsChecking(true);
    try {
      // The users' and the company's e-mails must not be registered yet (spec 002 §5: status 0 or 3).
      const emails = [
        draft.company.email,
        ...draft.personList.filter((person) => draft.users.includes(person.id)).map((person) => person.fields.email),
      ]
        .map((email) => email.trim().toLowerCase())
        .filter((email) => /^\S+@\S+\.\S+$/.test(email));
      const statuses = new Map<string, EmailStatus>();
      for (const email of new Set(emails)) {
        const reply = await call('checkEmailExists', { email }).catch(() => undefined);
        if (reply) statuses.set(email, reply.status);
      }
      setEmailStatuses(statuses);
      const found = check(draft, statuses);
      setProblems(found);
      if (found.length > 0 || !proof) return;
      create.mutate(
        { draft, captcha: proof },
        {
          onError: (error) => {
            // A proof works once: solve a new one for the next try.
            setProof(null);
            setBotAttempt((value) => value + 1);
            if (error instanceof ApiError && error.code === responseCodes.verifyError)
              setProblems(
                error.validationErrors.flatMap((item) =>
                  item.code ? [{ field: item.field, code: item.code as RegistrationProblem['code'] }] : [],
                ),
              );
          },
        },
      );
    } finally {
      setIsChecking(false);
    }
  };
  const badSections = [...new Set((problems ?? []).map((problem) => sectionOfProblem(problem.field)))];
  const persons = draft.personList;
  const personIndex = (id: string) => persons.findIndex((person) => person.id === id);
  const personErrorAt = (id: string) => (path: string) => errorAt(`personList.${personIndex(id)}.${path}`);

  const hub = (role: 'directors' | 'owners' | 'users', title: string) => (
    <PersonHub
      title={title}
      testId={`hub-${role}`}
      ids={draft[role]}
      persons={persons}
      path={role}
      errorAt={errorAt}
      hasProblemUnder={hasProblemUnder}
      onChange={(ids) => (role === 'users' ? setUsers(ids) : update((current) => ({ ...current, [role]: ids })))}
      onEdit={(id) => {
        const person = persons.find((entry) => entry.id === id);
        if (person) setEditing({ kind: 'person', person });
      }}
      onAddNew={() => setEditing({ kind: 'person', person: newPerson(), addTo: role })}
      {...(role === 'users' && {
        accessRights: {
          rightOf: (id: string) => persons.find((person) => person.id === id)?.accessRights,
          onRight: setRight,
        },
      })}
    />
  );

  return (
    <Stack gap="lg" maw={880} mx="auto" p={{ base: 'sm', sm: 'lg' }}>
      <div>
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t('subtitle', { brand: brand.projectName })}
        </Text>
      </div>
      {questions.isError && (
        <Alert color="red" variant="light" role="alert" icon={<IconAlertCircle size={18} />}>
          {t('loadFailed')}{' '}
          <Button size="compact-xs" variant="subtle" onClick={() => void questions.refetch()}>
            {t('retry')}
          </Button>
        </Alert>
      )}
      <GeneralForm draft={draft} update={update} errorAt={errorAt} />
      <FinancialInfoForm draft={draft} update={update} errorAt={errorAt} />
      <DueDiligenceForm questions={questions.data} draft={draft} update={update} errorAt={errorAt} />
      <LegalForm brand={brand} draft={draft} update={update} errorAt={errorAt} />
      <Section title={t('hubs.title')} testId="hubs">
        <Text size="sm" c="dimmed">
          {t('hubs.intro')}
        </Text>
        {hub('directors', t('hubs.directors'))}
        <Stack gap="xs" data-testid="hub-shareholders">
          <Title order={3} size="h5">
            {t('hubs.shareholders')}
          </Title>
          <ShareholdersEditor
            shareholders={draft.shareholders}
            persons={persons}
            companies={draft.companyList}
            path="shareholders"
            errorAt={errorAt}
            onChange={(shareholders) => update((current) => ({ ...current, shareholders }))}
            onShareChange={onShareChange}
            onAddPerson={() => setEditing({ kind: 'person', person: newPerson(), addTo: 'shareholders' })}
            onAddCompany={() => setEditing({ kind: 'company', company: newCompany(), addAsShareholder: true })}
          />
          {draft.companyList.map((company, index) => (
            <Group key={company.id} gap="xs">
              <Text size="sm">{company.fields.name || t('hub.unnamedCompany')}</Text>
              {hasProblemUnder(`companyList.${index}.`) && (
                <Text size="xs" c="red.8">
                  {t('hub.companyInvalid')}
                </Text>
              )}
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => setEditing({ kind: 'company', company, addAsShareholder: false })}
              >
                {t('hub.editCompany', { name: company.fields.name || t('hub.unnamedCompany') })}
              </Button>
            </Group>
          ))}
        </Stack>
        {hub('owners', t('hubs.owners'))}
        {hub('users', t('hubs.users'))}
        <Text size="xs" c="dimmed">
          {t('users.hint')}
        </Text>
      </Section>
      {badSections.length > 0 && (
        <Alert
          color="red"
          variant="light"
          role="alert"
          icon={<IconAlertCircle size={18} />}
          data-testid="registration-problems"
        >
          {t('problems', { sections: badSections.map((section) => t(`sections.${section}`)).join(', ') })}
        </Alert>
      )}
      {create.isError && !(create.error instanceof ApiError && create.error.code === responseCodes.verifyError) && (
        <Alert color="red" variant="light" role="alert">
          {errorMessage(t, create.error)}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Button variant="subtle" color="red" onClick={() => setConfirmClear(true)}>
          {t('clearAll')}
        </Button>
        <Group gap="xs">
          <Group gap={4} aria-live="polite" data-testid="bot-check" data-state={proof ? 'done' : 'working'}>
            {proof ? (
              <IconShieldCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />
            ) : (
              <Loader size={14} />
            )}
            <Text size="xs" c="dimmed">
              {proof ? t('bot.done') : t('bot.working')}
            </Text>
          </Group>
          <Button onClick={() => void submit()} loading={isChecking || create.isPending} disabled={!proof}>
            {t('submit')}
          </Button>
        </Group>
      </Group>

      {editing?.kind === 'person' && (
        <PersonModal
          person={editing.person}
          needsSource={needsSourceOfFunds(largest.get(editing.person.id) ?? 0, brand.sourceOfWealthEnable)}
          errorAt={personErrorAt(editing.person.id)}
          onClose={() => setEditing(null)}
          onSave={(person) => {
            savePerson(person, editing.addTo);
            setEditing(null);
          }}
        />
      )}
      {editing?.kind === 'company' && (
        <CompanyModal
          company={editing.company}
          persons={persons}
          companies={draft.companyList}
          errorAt={(path) =>
            errorAt(
              `companyList.${draft.companyList.findIndex((company) => company.id === editing.company.id)}.${path}`,
            )
          }
          onClose={() => setEditing(null)}
          onSave={(company) => {
            saveCompany(company, editing.addAsShareholder);
            setEditing(null);
          }}
        />
      )}
      <Modal opened={confirmClear} onClose={() => setConfirmClear(false)} title={t('clearAll')}>
        <Stack gap="md">
          <Text>{t('clearAllConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmClear(false)}>
              {t('cancel')}
            </Button>
            <Button
              color="red"
              onClick={() => {
                clearDraft();
                setDraft(loadDraft());
                setProblems(null);
                setConfirmClear(false);
              }}
            >
              {t('clearAllYes')}
            </Button>
          </Group>
        </Stack>
      </Modal>
      <Modal
        opened={create.isSuccess}
        onClose={() => {
          clearDraft();
          void navigate('/', { replace: true });
        }}
        title={t('done.title')}
        data-testid="registration-complete"
      >
        <Stack gap="md" data-testid="registration-done">
          <IconMailCheck size={40} aria-hidden />
          <Text>{t('done.text', { email: create.data?.email ?? '' })}</Text>
          <Button
            onClick={() => {
              clearDraft();
              void navigate('/', { replace: true });
            }}
          >
            {t('done.ok')}
          </Button>
        </Stack>
      </Modal>
    </Stack>
  );
}

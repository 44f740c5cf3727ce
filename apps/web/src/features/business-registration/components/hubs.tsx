import { ActionIcon, Button, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import {
  assignableAccessRights,
  type RegistrationCompany,
  type RegistrationPerson,
  type RegistrationShareholder,
} from '@tessera/contract';
import { useTranslation } from 'react-i18next';
import { textColors } from '../../../shared/ui/text-colors.ts';
import { personName } from '../api/draft.ts';
import type { ErrorAt } from '../../../shared/business-person/person-fields.tsx';

/**
 * A hub of persons in one role (spec 002 §2: directors, owners, users): the persons named, each with
 * its edit popup and a remove button; a new person, or one already entered for another role. For
 * users, each row also chooses the access rights (0–4; right 5 is hidden, spec 002 §5).
 */
export function PersonHub({
  title,
  testId,
  ids,
  persons,
  path,
  errorAt,
  onChange,
  onEdit,
  onAddNew,
  accessRights,
  hasProblemUnder,
}: {
  hasProblemUnder: (prefix: string) => boolean;
  title: string;
  testId: string;
  ids: readonly string[];
  persons: readonly RegistrationPerson[];
  path: string;
  errorAt: ErrorAt;
  onChange: (ids: string[]) => void;
  onEdit: (personId: string) => void;
  onAddNew: () => void;
  accessRights?: {
    rightOf: (personId: string) => number | undefined;
    onRight: (personId: string, right: number) => void;
  };
}) {
  const { t } = useTranslation('businessRegistration');
  const others = persons.filter((person) => !ids.includes(person.id));
  const listError = errorAt(path);
  return (
    <Paper withBorder p="md" radius="md" data-testid={testId}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {ids.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('hub.empty')}
          </Text>
        )}
        {ids.map((id, index) => {
          const person = persons.find((entry) => entry.id === id);
          const name = person ? personName(person, t('hub.unnamed')) : t('hub.unnamed');
          const personIndex = persons.findIndex((entry) => entry.id === id);
          const personProblem = personIndex >= 0 && hasProblemUnder(`personList.${personIndex}.fields.`);
          return (
            <Group key={id} justify="space-between" wrap="wrap" gap="xs">
              <Stack gap={0}>
                <Text fw={500}>{name}</Text>
                {person && (
                  <Text size="xs" c="dimmed">
                    {person.fields.email}
                  </Text>
                )}
                {(personProblem || errorAt(`${path}.${index}`)) && (
                  <Text size="xs" c={textColors.error}>
                    {errorAt(`${path}.${index}`) ?? t('hub.personInvalid')}
                  </Text>
                )}
              </Stack>
              <Group gap="xs">
                {accessRights && (
                  <Select
                    aria-label={t('users.rightFor', { name })}
                    w={170}
                    data={assignableAccessRights.map((right) => ({
                      value: String(right),
                      label: t(`users.rights.${right}`),
                    }))}
                    value={accessRights.rightOf(id) === undefined ? null : String(accessRights.rightOf(id))}
                    onChange={(value) => value !== null && accessRights.onRight(id, Number(value))}
                    placeholder={t('users.choose')}
                    error={personIndex >= 0 ? errorAt(`personList.${personIndex}.accessRights`) : undefined}
                  />
                )}
                <ActionIcon variant="subtle" aria-label={t('hub.edit', { name })} onClick={() => onEdit(id)}>
                  <IconPencil size={18} aria-hidden />
                </ActionIcon>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('hub.remove', { name })}
                  onClick={() => onChange(ids.filter((other) => other !== id))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            </Group>
          );
        })}
        {listError && (
          <Text size="sm" c={textColors.error} role="alert">
            {listError}
          </Text>
        )}
        <Group gap="xs">
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAddNew}>
            {t('hub.addNew')}
          </Button>
          {others.length > 0 && (
            <Select
              size="xs"
              aria-label={t('hub.addExisting')}
              placeholder={t('hub.addExisting')}
              data={others.map((person) => ({ value: person.id, label: personName(person, t('hub.unnamed')) }))}
              value={null}
              onChange={(value) => value && onChange([...ids, value])}
            />
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The shareholders of a company (spec 002 §3 "Registration company": each with a share): a person
 * or a company of the hubs and its share in percent (up to two decimals, decision 0095).
 */
export function ShareholdersEditor({
  shareholders,
  persons,
  companies,
  path,
  errorAt,
  onChange,
  onShareChange,
  onAddPerson,
  onAddCompany,
  excludeCompanyId,
}: {
  shareholders: readonly RegistrationShareholder[];
  persons: readonly RegistrationPerson[];
  companies: readonly RegistrationCompany[];
  path: string;
  errorAt: ErrorAt;
  onChange: (shareholders: RegistrationShareholder[]) => void;
  onShareChange?: (holder: RegistrationShareholder) => void;
  onAddPerson?: () => void;
  onAddCompany?: () => void;
  excludeCompanyId?: string;
}) {
  const { t } = useTranslation('businessRegistration');
  const options = [
    ...persons.map((person) => ({ value: `person:${person.id}`, label: personName(person, t('hub.unnamed')) })),
    ...companies
      .filter((company) => company.id !== excludeCompanyId)
      .map((company) => ({ value: `company:${company.id}`, label: company.fields.name || t('hub.unnamedCompany') })),
  ];
  const update = (index: number, holder: RegistrationShareholder) =>
    onChange(shareholders.map((entry, at) => (at === index ? holder : entry)));
  const listError = errorAt(path);
  return (
    <Stack gap="xs">
      {shareholders.map((holder, index) => (
        <Group key={`${holder.kind}:${holder.id}:${index}`} gap="xs" align="flex-start" wrap="nowrap">
          <Select
            flex={1}
            aria-label={t('shareholders.holder', { number: index + 1 })}
            data={options}
            value={`${holder.kind}:${holder.id}`}
            onChange={(value) => {
              if (!value) return;
              const [kind, id = ''] = value.split(':');
              update(index, { ...holder, kind: kind === 'company' ? 'company' : 'person', id });
            }}
            error={errorAt(`${path}.${index}.id`)}
          />
          <TextInput
            w={110}
            aria-label={t('shareholders.share', { number: index + 1 })}
            rightSection="%"
            inputMode="decimal"
            value={holder.share}
            onChange={(event) => {
              const changed = { ...holder, share: event.currentTarget.value };
              update(index, changed);
              onShareChange?.(changed);
            }}
            error={errorAt(`${path}.${index}.share`)}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mt={4}
            aria-label={t('shareholders.remove', { number: index + 1 })}
            onClick={() => onChange(shareholders.filter((_, at) => at !== index))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {listError && (
        <Text size="sm" c={textColors.error} role="alert">
          {listError}
        </Text>
      )}
      <Group gap="xs">
        {options.length > 0 && (
          <Select
            size="xs"
            aria-label={t('shareholders.add')}
            placeholder={t('shareholders.add')}
            data={options.filter(
              (option) => !shareholders.some((holder) => `${holder.kind}:${holder.id}` === option.value),
            )}
            value={null}
            onChange={(value) => {
              if (!value) return;
              const [kind, id = ''] = value.split(':');
              onChange([...shareholders, { kind: kind === 'company' ? 'company' : 'person', id, share: '' }]);
            }}
          />
        )}
        {onAddPerson && (
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAddPerson}>
            {t('shareholders.newPerson')}
          </Button>
        )}
        {onAddCompany && (
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAddCompany}>
            {t('shareholders.newCompany')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

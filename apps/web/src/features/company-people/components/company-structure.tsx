import { List, Stack, Text } from '@mantine/core';
import type { BusinessPeople } from '@tessera/contract';
import { useTranslation } from 'react-i18next';

/** How deep nested company shareholders are shown (002 §5 checks any depth; a loop must not hang the page). */
const maxDepth = 5;

/**
 * A company shareholder's own structure (spec 002 §3 "Registration company"; decision 0110): its
 * directors and its holders with their shares, each company holder with its own structure nested
 * below it.
 */
export function CompanyStructure({
  people,
  companyId,
  depth = 0,
}: {
  people: BusinessPeople;
  companyId: number;
  depth?: number;
}) {
  const { t } = useTranslation('companyPeople');
  const personName = (personId: number) => {
    const person = people.persons.find((item) => item.personId === personId);
    return person ? `${person.fields.firstName} ${person.fields.lastName}`.trim() : '';
  };
  const companyName = (id: number) => people.companies.find((item) => item.companyId === id)?.fields.name ?? '';
  const directors = people.directors.filter((item) => item.companyId === companyId);
  const holders = people.shareholders.filter((item) => item.companyId === companyId);
  return (
    <Stack gap={4} pl="md" style={{ borderLeft: '2px solid var(--mantine-color-default-border)' }}>
      <Text size="xs" c="dimmed">
        {t('structure.directors')}
      </Text>
      {directors.length === 0 ? (
        <Text size="sm">{t('structure.none')}</Text>
      ) : (
        <List size="sm" listStyleType="none" spacing={2}>
          {directors.map((item) => (
            <List.Item key={item.personId}>{personName(item.personId)}</List.Item>
          ))}
        </List>
      )}
      <Text size="xs" c="dimmed">
        {t('structure.shareholders')}
      </Text>
      {holders.length === 0 ? (
        <Text size="sm">{t('structure.none')}</Text>
      ) : (
        <List size="sm" listStyleType="none" spacing={2}>
          {holders.map((item) => (
            <List.Item key={`${item.kind}${item.holderId}`}>
              {t('structure.holder', {
                name: item.kind === 'person' ? personName(item.holderId) : companyName(item.holderId),
                share: item.share,
              })}
              {item.kind === 'company' && depth < maxDepth && (
                <CompanyStructure people={people} companyId={item.holderId} depth={depth + 1} />
              )}
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

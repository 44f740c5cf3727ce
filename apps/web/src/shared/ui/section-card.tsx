import { Card, Group, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { useId, type ReactNode } from 'react';

/**
 * A titled card of a settings or administration page: icon, title (a level-2 heading that also
 * names the card for assistive technology) and a line of explanation, the card's main control on
 * the right (a switch, a button, the current mode), and its body below.
 */
export function SectionCard({
  id,
  icon: CardIcon,
  title,
  text,
  action,
  children,
}: {
  /** An element id for links to the card; the card then takes focus when a link moves there. */
  id?: string;
  icon: Icon;
  title: string;
  text: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card
      id={id}
      tabIndex={id ? -1 : undefined}
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
    >
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <CardIcon size={22} aria-hidden style={{ flexShrink: 0 }} />
          <div>
            <Title order={2} size="h4" id={titleId}>
              {title}
            </Title>
            <Text size="sm" c="dimmed" maw={560}>
              {text}
            </Text>
          </div>
        </Group>
        {action}
      </Group>
      {children}
    </Card>
  );
}

import { Card, Group, Text, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * One card of the security settings (spec 001 §7): icon, title and a line of explanation, the
 * card's main control on the right (a switch, a button, the current mode), and its body below.
 */
export function SettingsCard({
  icon: CardIcon,
  title,
  text,
  action,
  children,
}: {
  icon: Icon;
  title: string;
  text: string;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <CardIcon size={22} aria-hidden style={{ flexShrink: 0 }} />
          <div>
            <Title order={2} size="h4">
              {title}
            </Title>
            <Text size="sm" c="dimmed" maw={520}>
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

import { Paper, SimpleGrid, Skeleton, Stack } from '@mantine/core';

/** Placeholders in the shape of the account cards while the accounts load. */
export function AccountsSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="sm" aria-busy="true" aria-label={label} role="status">
      <Skeleton h={22} w={180} radius="sm" />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        {[0, 1, 2].map((index) => (
          <Paper key={index} withBorder p="lg">
            <Stack gap="md">
              <Skeleton h={44} w="70%" radius="xl" />
              <Skeleton h={34} w="60%" />
              <Skeleton h={36} />
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

import { Center, Loader } from '@mantine/core';

/** A centred loader for the whole page (start-up, first route load). `label` is for screen readers. */
export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center mih="100dvh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}

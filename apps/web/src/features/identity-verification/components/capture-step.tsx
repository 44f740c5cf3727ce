import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  Image,
  Paper,
  Progress,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconCamera, IconCheck, IconUpload } from '@tabler/icons-react';
import type { IdentityCaptureSide } from '@tessera/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CameraCapture } from './camera-capture.tsx';

/** Image types the server accepts for a capture (decision 0069). */
const acceptedTypes = 'image/jpeg,image/png,image/webp';

/**
 * One capture of the hosted page (the document's front or back, or the selfie): take it with the
 * camera or choose a file, see it, retake it. `upload` sends it (with progress); its error is shown
 * under the capture.
 */
export function CaptureStep({
  side,
  isCaptured,
  error,
  progress,
  isUploading,
  onCapture,
}: {
  side: IdentityCaptureSide;
  isCaptured: boolean;
  error: string | undefined;
  progress: number;
  isUploading: boolean;
  onCapture: (image: Blob) => void;
}) {
  const { t } = useTranslation('identityVerification');
  const [isCameraOpen, setCameraOpen] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);

  const take = (image: Blob) => {
    setCameraOpen(false);
    // A data URL, not a blob URL: the content security policy allows images from data: only.
    const reader = new FileReader();
    reader.addEventListener('load', () => typeof reader.result === 'string' && setPreview(reader.result));
    reader.readAsDataURL(image);
    onCapture(image);
  };

  return (
    <Paper withBorder p="md" radius="md" data-testid={`capture-${side}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <div>
            <Text fw={600}>{t(`sides.${side}.title`)}</Text>
            <Text size="sm" c="dimmed">
              {t(`sides.${side}.hint`)}
            </Text>
          </div>
          {isCaptured && !isUploading && (
            <Badge color="teal" variant="light" leftSection={<IconCheck size={14} />} style={{ flexShrink: 0 }}>
              {t('captured')}
            </Badge>
          )}
        </Group>
        {preview && !isCameraOpen && (
          <Image src={preview} alt={t(`sides.${side}.title`)} radius="sm" mah={200} fit="contain" />
        )}
        {isUploading && <Progress value={progress} animated aria-label={t('uploading')} />}
        {error && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {isCameraOpen ? (
          <CameraCapture
            facing={side === 'selfie' ? 'user' : 'environment'}
            onPhoto={take}
            onClose={() => setCameraOpen(false)}
          />
        ) : (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
            <Button
              variant="light"
              leftSection={<IconCamera size={18} />}
              onClick={() => setCameraOpen(true)}
              disabled={isUploading}
            >
              {isCaptured ? t('retakeCamera') : t('useCamera')}
            </Button>
            <FileButton
              onChange={(file) => file && take(file)}
              accept={acceptedTypes}
              inputProps={{ name: `file-${side}`, 'aria-label': t(`sides.${side}.title`) }}
            >
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconUpload size={18} />} disabled={isUploading}>
                  {t('chooseFile')}
                </Button>
              )}
            </FileButton>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}

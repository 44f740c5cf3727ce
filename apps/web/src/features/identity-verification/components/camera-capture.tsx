import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconCamera, IconX } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Longest side of a camera photo in pixels: enough to read a document, small enough to upload fast. */
const maxPhotoSide = 1920;

/** True when the browser offers getUserMedia (not over plain HTTP, not in old webviews). */
export function hasCameraApi(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

/**
 * A live camera preview with a shutter (getUserMedia): `facing` picks the back camera for a document
 * and the front one for a selfie. The photo is a JPEG of the current frame. A refused or missing
 * camera is a clear message; the caller still offers a file upload.
 */
export function CameraCapture({
  facing,
  onPhoto,
  onClose,
}: {
  facing: 'environment' | 'user';
  onPhoto: (photo: Blob) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('identityVerification');
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [refusal, setFailure] = useState<'denied' | 'unavailable' | null>(null);
  const isSupported = hasCameraApi();
  const failure = isSupported ? refusal : 'unavailable';

  useEffect(() => {
    let active: MediaStream | null = null;
    let cancelled = false;
    if (!isSupported) return undefined;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: facing, width: { ideal: 1920 } }, audio: false })
      .then((media) => {
        if (cancelled) {
          for (const track of media.getTracks()) track.stop();
          return;
        }
        active = media;
        setStream(media);
        if (video.current) video.current.srcObject = media;
      })
      .catch((error: unknown) => {
        if (!cancelled)
          setFailure(error instanceof DOMException && error.name === 'NotAllowedError' ? 'denied' : 'unavailable');
      });
    return () => {
      cancelled = true;
      for (const track of active?.getTracks() ?? []) track.stop();
    };
  }, [facing, isSupported]);

  const shoot = () => {
    const element = video.current;
    if (!element || element.videoWidth === 0) return;
    const scale = Math.min(1, maxPhotoSide / Math.max(element.videoWidth, element.videoHeight));
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(element.videoWidth * scale);
    canvas.height = Math.round(element.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(element, 0, 0, canvas.width, canvas.height);
    canvas.toBlob((blob) => blob && onPhoto(blob), 'image/jpeg', 0.92);
  };

  if (failure)
    return (
      <Alert color="yellow" variant="light" role="alert" title={t('camera.failedTitle')}>
        {t(failure === 'denied' ? 'camera.denied' : 'camera.unavailable')}
      </Alert>
    );
  return (
    <Stack gap="xs">
      <video
        ref={video}
        autoPlay
        playsInline
        muted
        aria-label={t('camera.preview')}
        style={{ width: '100%', maxHeight: 360, borderRadius: 8, background: 'black', objectFit: 'cover' }}
      />
      <Group grow>
        <Button leftSection={<IconCamera size={18} />} onClick={shoot} disabled={!stream}>
          {t('camera.shoot')}
        </Button>
        <Button variant="default" leftSection={<IconX size={18} />} onClick={onClose}>
          {t('camera.close')}
        </Button>
      </Group>
    </Stack>
  );
}

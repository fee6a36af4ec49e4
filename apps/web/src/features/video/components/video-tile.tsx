import { Box, Center, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { callVideoWidth } from '@kusp/contracts';

/** One person's video (640 px wide at most), or their name while there is none. */
export function VideoTile({
  label,
  stream,
  muted = false,
  mirrored = false,
  children,
  ...data
}: {
  label: string;
  stream: MediaStream | null;
  muted?: boolean;
  mirrored?: boolean;
  children?: ReactNode;
  [dataAttribute: `data-${string}`]: string | number | undefined;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  const hasVideo = Boolean(stream?.getVideoTracks().length);
  return (
    <Box
      component="figure"
      aria-label={label}
      pos="relative"
      m={0}
      w="100%"
      maw={callVideoWidth}
      bg="dark.8"
      style={{ aspectRatio: '4 / 3', borderRadius: 8, overflow: 'hidden' }}
      {...data}
    >
      <video
        ref={ref}
        autoPlay
        playsInline
        muted={muted}
        style={{
          width: '100%',
          height: '100%',
          objectFit: 'cover',
          display: hasVideo ? 'block' : 'none',
          transform: mirrored ? 'scaleX(-1)' : undefined,
        }}
      />
      {!hasVideo && (
        <Center pos="absolute" inset={0}>
          <Text c="gray.3" fw={500}>
            {label}
          </Text>
        </Center>
      )}
      <Text
        component="figcaption"
        pos="absolute"
        bottom={8}
        left={8}
        px={6}
        size="sm"
        c="white"
        bg="rgba(0,0,0,0.6)"
        style={{ borderRadius: 4 }}
      >
        {label}
      </Text>
      {children}
    </Box>
  );
}

import { useState } from 'react';
import { Anchor, Center, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';

/** The side of a thumbnail (px). */
const THUMB = 88;

/**
 * An image (of the feed, or of an Icecat sheet) as a thumbnail linking to the full image; an image that cannot be shown (gone,
 * or refused by the page's content security policy) becomes a placeholder that still links to it.
 */
export function Thumbnail({ src, label }: { src: string; label: string }) {
  const [failed, setFailed] = useState(false);
  const frame = { border: '1px solid var(--mantine-color-default-border)' };
  return (
    <Anchor href={src} target="_blank" rel="noopener noreferrer" aria-label={label} title={src}>
      {failed ? (
        <Center
          w={THUMB}
          h={THUMB}
          bg="var(--mantine-color-gray-light)"
          style={{ ...frame, borderRadius: 4 }}
        >
          <IconPhoto size={28} stroke={1.4} color="var(--mantine-color-dimmed)" />
        </Center>
      ) : (
        <Image
          src={src}
          alt=""
          w={THUMB}
          h={THUMB}
          fit="contain"
          radius="sm"
          style={frame}
          onError={() => setFailed(true)}
        />
      )}
    </Anchor>
  );
}

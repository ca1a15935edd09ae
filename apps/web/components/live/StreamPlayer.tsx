'use client';

import { useEffect, useRef } from 'react';

/**
 * An HLS player: the browser's own where it plays HLS (Safari, iOS), else hls.js over Media
 * Source Extensions, loaded only on this page. Muted so it may start by itself; looped, since
 * the demo clips are short.
 */
export function StreamPlayer({
  src,
  poster,
  label,
}: {
  src: string;
  poster: string | null;
  label: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    if (element.canPlayType('application/vnd.apple.mpegurl')) {
      element.src = src;
      return;
    }
    let destroyed = false;
    let stop = () => {};
    void import('hls.js').then(({ default: Hls }) => {
      if (destroyed || !Hls.isSupported()) return;
      // No worker: the page's CSP allows no blob: workers, and short clips don't need one.
      const hls = new Hls({ enableWorker: false });
      hls.loadSource(src);
      hls.attachMedia(element);
      stop = () => hls.destroy();
    });
    return () => {
      destroyed = true;
      stop();
    };
  }, [src]);
  return (
    <video
      ref={video}
      data-testid="stream-player"
      aria-label={label}
      poster={poster ?? undefined}
      className="aspect-video w-full rounded-xl bg-black"
      controls
      muted
      autoPlay
      loop
      playsInline
    />
  );
}

import type { Banner } from '@jongdee/contracts';
import { isAppPathLink } from '@jongdee/contracts/labels';
import { ActionIcon, Group, VisuallyHidden } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight, IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { type FocusEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useLiveBanners } from '../api/get-live-banners.ts';
import { bannerCarouselTexts as texts } from '../texts.ts';
import classes from './banner-carousel.module.css';

/** How long a slide stays before the next, when turning by itself. */
export const SLIDE_INTERVAL_MS = 6000;

/** The banners live now, turning by themselves; nothing at all while there are none (or they fail to load). */
export function BannerCarousel() {
  const banners = useLiveBanners();
  if (!banners.data || banners.data.length === 0) return null;
  return <Carousel banners={banners.data} />;
}

/**
 * A carousel as the WAI-ARIA pattern describes it: slides in a row that scrolls and snaps (a swipe on
 * a phone is the browser's own), the one in view the only one reachable, a rotation button, previous
 * and next, and one button per slide. It turns every few seconds, but not while the pointer is over it or focus is in it, not in a
 * hidden tab, and not at all for someone who asks for reduced motion (unless they press play).
 */
function Carousel({ banners }: { banners: Banner[] }) {
  const viewportRef = useRef<HTMLDivElement>(null);
  const slidesId = useId();
  const count = banners.length;
  const [index, setIndex] = useState(0);
  const indexRef = useRef(0);
  indexRef.current = index;
  const reducedMotion = useReducedMotion();
  // null until the person chooses: then rotation follows their motion preference.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const rotating = count > 1 && (choice === 'play' || (choice === null && !reducedMotion));
  const turning = rotating && !hovered && !focused;

  const goTo = (next: number) => {
    const target = (next + count) % count;
    setIndex(target);
    const viewport = viewportRef.current;
    viewport?.scrollTo?.({ left: target * viewport.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  };
  const goToRef = useRef(goTo);
  goToRef.current = goTo;

  useEffect(() => {
    if (!turning) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) goToRef.current(indexRef.current + 1);
    }, SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [turning]);

  // A swipe, a scroll or a focused link moves the row: the current slide follows it.
  const onScroll = () => {
    const viewport = viewportRef.current;
    if (!viewport || viewport.clientWidth === 0) return;
    const current = Math.round(viewport.scrollLeft / viewport.clientWidth);
    if (current !== indexRef.current && current >= 0 && current < count) setIndex(current);
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      aria-roledescription="carousel"
      aria-label={texts.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      data-testid="banner-carousel"
    >
      <div
        ref={viewportRef}
        id={slidesId}
        className={classes.viewport}
        onScroll={onScroll}
        // Announce a slide only when someone moved to it, never every few seconds.
        aria-live={turning ? 'off' : 'polite'}
      >
        {banners.map((banner, position) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group (a fieldset is for form fields)
          <div
            key={banner.id}
            role="group"
            aria-roledescription="slide"
            aria-label={texts.slide(position + 1, count)}
            className={classes.slide}
            // Only the slide in view can be reached (by Tab or a screen reader); the buttons move to the others.
            inert={position !== index}
          >
            <SlideLink link={banner.linkUrl}>
              <img
                src={banner.imageUrl}
                alt={banner.title}
                width={banner.width}
                height={banner.height}
                className={classes.image}
                loading={position === 0 ? 'eager' : 'lazy'}
                decoding="async"
                draggable={false}
              />
            </SlideLink>
          </div>
        ))}
      </div>

      {count > 1 ? (
        <div className={classes.controls}>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            onClick={() => setChoice(rotating ? 'pause' : 'play')}
            aria-label={rotating ? texts.pause : texts.play}
          >
            {rotating ? <IconPlayerPause size={18} aria-hidden /> : <IconPlayerPlay size={18} aria-hidden />}
          </ActionIcon>
          <div className={classes.dots}>
            {banners.map((banner, position) => (
              <button
                key={banner.id}
                type="button"
                className={classes.dot}
                aria-label={texts.goTo(position + 1, banner.title)}
                aria-current={position === index ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => goTo(position)}
              />
            ))}
          </div>
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              onClick={() => goTo(index - 1)}
              aria-label={texts.previous}
              aria-controls={slidesId}
            >
              <IconChevronLeft size={18} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              onClick={() => goTo(index + 1)}
              aria-label={texts.next}
              aria-controls={slidesId}
            >
              <IconChevronRight size={18} aria-hidden />
            </ActionIcon>
          </Group>
        </div>
      ) : null}
    </section>
  );
}

/** A page of the app opens with the router; another site in a new tab, without access back to this one. */
function SlideLink({ link, children }: { link: string | null; children: ReactNode }) {
  if (!link) return <>{children}</>;
  if (isAppPathLink(link)) {
    return (
      <Link to={link} className={classes.link}>
        {children}
      </Link>
    );
  }
  return (
    <a href={link} target="_blank" rel="noopener noreferrer" className={classes.link}>
      {children}
      <VisuallyHidden>{texts.opensInNewTab}</VisuallyHidden>
    </a>
  );
}

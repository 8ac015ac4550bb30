import { REDUCED_MOTION_QUERY } from './breakpoints';

/** SPEC §2: section jumps stop 100 px below the top of the window. */
export const SECTION_OFFSET_PX = 100;

/** SPEC §2: the help section stops 20% of the window height below the top. */
export const HELP_OFFSET_RATIO = 0.2;

/** Smooth-scrolls so section `id` sits at its SPEC offset from the top of the window. */
export function scrollToSection(id: string): void {
  const target = document.getElementById(id);
  if (!target) return;
  const offset = id === 'help' ? window.innerHeight * HELP_OFFSET_RATIO : SECTION_OFFSET_PX;
  const topOf = () => target.getBoundingClientRect().top + window.scrollY - offset;
  window.scrollTo({ top: topOf(), behavior: smoothBehavior() });
  // Content above the target can still settle (reveals, a closing menu) while the smooth scroll runs:
  // when it ends, land exactly on the offset.
  window.addEventListener(
    'scrollend',
    () => {
      const top = topOf();
      if (Math.abs(top - window.scrollY) > 1) window.scrollTo({ top, behavior: 'auto' });
    },
    { once: true },
  );
}

/** 'smooth' unless the user asked for reduced motion. */
export function smoothBehavior(): ScrollBehavior {
  return window.matchMedia(REDUCED_MOTION_QUERY).matches ? 'auto' : 'smooth';
}

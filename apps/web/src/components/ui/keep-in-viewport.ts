const EDGE = 8;

/**
 * Shifts a popup that was just shown sideways so that it stays 8 px inside the window (a menu or a tooltip
 * next to a phone's edge). Returns the shift in pixels, for an arrow that must keep pointing at its button.
 */
export function keepInViewport(popup: HTMLElement): number {
  popup.style.transform = '';
  const { left, right } = popup.getBoundingClientRect();
  const end = document.documentElement.clientWidth - EDGE;
  const shift = left < EDGE ? EDGE - left : right > end ? end - right : 0;
  if (shift) popup.style.transform = `translateX(${shift}px)`;
  return shift;
}

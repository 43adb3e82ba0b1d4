/**
 * The member area's forms and loading states: the multi-line street address, the note that keeps a
 * draft (under the buttons, so nothing moves when it appears), a picker's failure with Try again,
 * a country's line in an address, and the skeletons a page shows while it loads, in the shape and
 * roughly the height of what comes (still when the shopper asks for less motion).
 */
export const FORM_CSS = /* css */ `
[part~='textarea'] {
  width: auto;
  min-height: calc(3 * 1.45em + 20px);
  resize: vertical;
  line-height: 1.45;
}
[part~='draft-note'] {
  margin: 0;
  text-align: start;
}
[part~='choices-failed'] {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 12px;
}
[part~='choices-failed'] [part~='field-error'] {
  flex: 1 1 12em;
  margin: 0;
}
[part~='address-country'] {
  color: var(--mlp-color-muted);
}
/* Text for assistive technology alone: a back link's name (its arrow says it to the eye), the day
   pickers' labels (named by their legend and first choice to the eye). */
[part~='screen-reader-only'],
[part~='back-label'],
[part~='day-picker'] [part~='select-field'] > [part~='label'] {
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
}
[part~='skeleton'] {
  position: relative;
  display: grid;
  gap: 12px;
  padding: 16px 0;
}
[part~='skeleton-line'],
[part~='skeleton-field'],
[part~='skeleton-block'] {
  display: block;
  border-radius: var(--mlp-radius);
  background: var(--mlp-color-divider, #e5e7eb);
  animation: mlp-skeleton 1.2s ease-in-out infinite alternate;
}
[part~='skeleton-line'] {
  width: 70%;
  height: 1em;
}
[part~='skeleton-wide'] {
  width: 90%;
  height: 1.6em;
}
[part~='skeleton-short'] {
  width: 35%;
}
[part~='skeleton-field'] {
  height: 42px;
}
[part~='skeleton-block'] {
  height: 96px;
}
@keyframes mlp-skeleton {
  from {
    opacity: 1;
  }
  to {
    opacity: 0.45;
  }
}
@media (prefers-reduced-motion: reduce) {
  [part~='skeleton-line'],
  [part~='skeleton-field'],
  [part~='skeleton-block'] {
    animation: none;
  }
}
`;

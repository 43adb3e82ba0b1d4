/** The popup's icons: small inline SVGs, decorative (their buttons carry the text). */

const svg = { width: 20, height: 20, viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', strokeWidth: 2, 'aria-hidden': true } as const;

export function SmsIcon() {
  return (
    <svg {...svg}>
      <path d="M4 5h16v11H8l-4 4z" strokeLinejoin="round" />
    </svg>
  );
}

export function WhatsappIcon() {
  return (
    <svg {...svg}>
      <path d="M4 20l1.3-4A8 8 0 1 1 8 18.7z" strokeLinejoin="round" />
      <path d="M9 9.5c.5 2 2.5 4 4.5 4.5l1-1.5 2 1-.5 1.5c-3 .5-7-3.5-6.5-6.5L11 8l1 2z" strokeWidth={1} />
    </svg>
  );
}

export function QrIcon() {
  return (
    <svg {...svg}>
      <path d="M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2v2h-2zM18 14h2v2h-2z" />
    </svg>
  );
}

export function ComputerIcon() {
  return (
    <svg {...svg}>
      <path d="M3 5h18v11H3zM8 20h8M12 16v4" strokeLinejoin="round" />
    </svg>
  );
}

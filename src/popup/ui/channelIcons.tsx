/** The icons of the code's delivery channels (PhoneCodeForm.tsx), decorative as the others (ui/controls/icons.tsx). */
import { svg } from '../../ui/controls/icons.tsx';

export function SmsIcon() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M4 5h16v11H8l-4 4z" strokeLinejoin="round" />
    </svg>
  );
}

export function WhatsappIcon() {
  return (
    <svg {...svg} aria-hidden="true">
      <path d="M4 20l1.3-4A8 8 0 1 1 8 18.7z" strokeLinejoin="round" />
      <path d="M9 9.5c.5 2 2.5 4 4.5 4.5l1-1.5 2 1-.5 1.5c-3 .5-7-3.5-6.5-6.5L11 8l1 2z" strokeWidth={1} />
    </svg>
  );
}

/** The icon button that switches between Login and Qrcode, with its timed tooltip. */
import { useId, type ReactNode } from 'react';
import { useTimedTooltip } from '../../ui/controls/useTimedTooltip.ts';

export interface SwitchButtonProps {
  readonly icon: ReactNode;
  readonly label: string;
  readonly tooltip: string;
  /** When the tooltip appears: 1500 ms on Login, 1000 ms on Qrcode. */
  readonly tooltipDelayMs: number;
  readonly onClick: () => void;
}

export function SwitchButton({ icon, label, tooltip, tooltipDelayMs, onClick }: SwitchButtonProps) {
  const visible = useTimedTooltip(tooltipDelayMs);
  const id = useId();
  return (
    <div part="switch">
      <button type="button" part="switch-button" aria-label={label} aria-describedby={visible ? id : undefined} onClick={onClick}>
        {icon}
      </button>
      {visible ? (
        <span role="tooltip" id={id} part="tooltip">
          {tooltip}
        </span>
      ) : null}
    </div>
  );
}

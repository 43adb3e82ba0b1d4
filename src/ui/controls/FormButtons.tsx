/** The buttons at the foot of a form: a secondary action (Back, Fill in Later) and Confirm, which submits. */
import { useElementEnv } from '../ElementEnv.ts';

export function FormButtons({ secondary, onSecondary }: { secondary: string; onSecondary: () => void }) {
  const { t } = useElementEnv();
  return (
    <div part="buttons">
      <button type="button" part="button button-secondary" onClick={onSecondary}>
        {secondary}
      </button>
      <button type="submit" part="button button-primary">
        {t('common.confirm')}
      </button>
    </div>
  );
}

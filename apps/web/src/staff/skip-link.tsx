import { useTranslation } from 'react-i18next';

/** The main landmark's id on every staff screen: the skip link's target. */
export const STAFF_MAIN_ID = 'staff-main';

/**
 * "Skip to content", the first stop of the keyboard on every staff screen (the desks and the
 * screens before a session alike), shown only when focused.
 */
export function StaffSkipLink() {
  const { t } = useTranslation('staff');
  return (
    <a
      href={`#${STAFF_MAIN_ID}`}
      className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:rounded focus:bg-white focus:p-2"
    >
      {t('skip')}
    </a>
  );
}

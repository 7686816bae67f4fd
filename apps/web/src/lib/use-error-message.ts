import { useTranslation } from 'react-i18next';
import { ApiError } from './api-client';

/**
 * The text to show for a failed call: the envelope's code translated in the current language,
 * or the generic "something went wrong" for anything unexpected.
 */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof ApiError && error.code !== 'network_error') {
      return t(`errors.${error.code}`, { defaultValue: error.message, ...error.details });
    }
    return t('errors.internal_error');
  };
}

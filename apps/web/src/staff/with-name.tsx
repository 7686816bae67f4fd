import { useTranslation } from 'react-i18next';

// Never typed by anyone: marks where the name goes in the translated sentence.
const MARK = '\u2063';

/**
 * A translated sentence around a person's name ("Disable {{name}}"): the name is the person's own,
 * in whatever script it was typed, so it is isolated in its own direction (`dir="auto"`) and an
 * Arabic sentence keeps its order around a Latin name.
 */
export function WithName({ i18nKey, name }: { i18nKey: string; name: string }) {
  const { t } = useTranslation('staff');
  const [before = '', after = ''] = t(i18nKey, { name: MARK }).split(MARK);
  return (
    <>
      {before}
      <bdi dir="auto">{name}</bdi>
      {after}
    </>
  );
}

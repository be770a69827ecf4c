import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@shared/validation';

/** The whole form's message (e.g. 'Fill in all required fields', or what the server answered). */
export function FormError({ message }: { message: string | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <MessageBar intent="error" role="alert">
      <MessageBarBody>{translateMessage(message, (key, params) => t(key, params))}</MessageBarBody>
    </MessageBar>
  );
}

import { Field } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { Controller, type Control, type ControllerRenderProps, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '@shared/validation';

interface FormFieldProps<TValues extends FieldValues, TName extends Path<TValues>> {
  control: Control<TValues>;
  name: TName;
  label: string;
  required?: boolean;
  hint?: string;
  children(field: ControllerRenderProps<TValues, TName>): ReactElement;
}

/**
 * The one field wrapper of every form: label, required mark, and the field's message, translated
 * from the shared schema's reference or shown as the server sent it.
 */
export function FormField<TValues extends FieldValues, TName extends Path<TValues>>({
  control,
  name,
  label,
  required,
  hint,
  children,
}: FormFieldProps<TValues, TName>) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const message = fieldState.error?.message;
        return (
          <Field
            label={label}
            required={required}
            hint={hint}
            validationState={message ? 'error' : 'none'}
            validationMessage={message ? translateMessage(message, (key, params) => t(key, params)) : undefined}
          >
            {children(field)}
          </Field>
        );
      }}
    />
  );
}

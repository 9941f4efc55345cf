import type { InputHTMLAttributes, SelectHTMLAttributes, TextareaHTMLAttributes } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { controlClass, textControlClass } from './control-class';
import { Field, type FieldFrameProps } from './field';

/** A field of a react-hook-form form: the frame's props and the field's registration. */
export interface RegisteredFieldProps extends Omit<FieldFrameProps, 'className'> {
  registration: UseFormRegisterReturn;
}

/** The control's own attributes; its id, name and required state come from the field. */
type ControlAttributes<Attributes> = Omit<Attributes, 'id' | 'name' | 'required'>;

/** The frame's props apart from the control's own attributes. */
export function splitFieldProps<Props extends RegisteredFieldProps>({
  label,
  required,
  optional,
  hint,
  liveHint,
  keepHint,
  error,
  registration,
  ...attributes
}: Props) {
  return { frame: { label, required, optional, hint, liveHint, keepHint, error }, registration, attributes };
}

export function TextField(props: RegisteredFieldProps & ControlAttributes<InputHTMLAttributes<HTMLInputElement>>) {
  const { frame, registration, attributes } = splitFieldProps(props);
  const { className = '', ...input } = attributes;
  return <Field {...frame}>{(control) => <input {...input} {...registration} {...control} className={`${textControlClass} ${className}`} />}</Field>;
}

export function TextAreaField(props: RegisteredFieldProps & ControlAttributes<TextareaHTMLAttributes<HTMLTextAreaElement>>) {
  const { frame, registration, attributes } = splitFieldProps(props);
  const { className = '', rows = 3, ...textarea } = attributes;
  return (
    <Field {...frame}>
      {(control) => <textarea rows={rows} {...textarea} {...registration} {...control} className={`${textControlClass} min-h-24 ${className}`} />}
    </Field>
  );
}

export function SelectField(props: RegisteredFieldProps & ControlAttributes<SelectHTMLAttributes<HTMLSelectElement>>) {
  const { frame, registration, attributes } = splitFieldProps(props);
  const { className = '', children, ...select } = attributes;
  return (
    <Field {...frame}>
      {(control) => (
        <select {...select} {...registration} {...control} className={`${controlClass} ${className}`}>
          {children}
        </select>
      )}
    </Field>
  );
}

/** The sign-in forms' parts: the styled form, field box, input and submit, and the labelled text field. */
export { FieldBox, FormStack, TextInput } from './form-styles';
export { SubmitButton, type SubmitButtonProps } from './submit-button';
export { TextField } from './text-field';

/** The sign-in forms' parts: the styled form, field box, input and submit, and the labelled text field. */
export { FieldBox, FormStack, SubmitButton, TextInput } from './form-styles';
export { TextField } from './text-field';

import { FormTextField } from '../../../components/form/fields';

/** Notes: what administrators keep about the user. */
export function NotesTab() {
  return (
    <FormTextField
      name="notes"
      label="Internal Notes"
      multiline
      minRows={5}
      helperText="These notes are only visible to administrators"
    />
  );
}

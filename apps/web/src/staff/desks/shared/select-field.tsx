import { SelectField as SharedSelectField, type SelectFieldProps } from '../../../components/ui/select-field';

/** The shared select in the desks' compact look: desks set selects in filter rows and bulk bars. */
export function SelectField(props: SelectFieldProps) {
  return <SharedSelectField className="rounded border border-slate-300 bg-white p-2" {...props} />;
}

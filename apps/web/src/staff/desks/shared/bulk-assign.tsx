import type { Assignee } from '@waha/shared';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { SelectField } from './select-field';

export interface AssignLabels {
  assignTo: string;
  me: string;
  nobody: string;
  assign: string;
}

/**
 * "Assign the selected to": me, a named colleague who may work the queue, or nobody. The server
 * checks the colleague again (an account may have lost the permission since the list loaded).
 */
export function BulkAssign({
  people,
  me,
  labels,
  disabled,
  busy,
  onAssign,
}: {
  people: readonly Assignee[];
  me: string;
  labels: AssignLabels;
  disabled: boolean;
  busy: boolean;
  onAssign: (assigneeId: string | null) => void;
}) {
  const [choice, setChoice] = useState('me');
  const options = [
    { value: 'me', label: labels.me },
    ...people
      .filter((person) => person.id !== me)
      .map((person) => ({
        value: person.id,
        label: `${person.name} (${person.employeeNumber})`,
        dir: 'auto' as const,
      })),
    { value: 'none', label: labels.nobody },
  ];
  return (
    <div className="flex flex-wrap items-end gap-2">
      <SelectField
        label={labels.assignTo}
        value={choice}
        onChange={(e) => setChoice(e.target.value)}
        options={options}
      />
      <Button
        variant="secondary"
        disabled={disabled}
        busy={busy}
        onClick={() => onAssign(choice === 'me' ? me : choice === 'none' ? null : choice)}
      >
        {labels.assign}
      </Button>
    </div>
  );
}

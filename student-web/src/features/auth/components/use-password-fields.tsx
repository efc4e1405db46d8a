import { useState } from 'react';
import { PasswordField } from './PasswordField';

/**
 * A form's password fields, each showing its problem below it until it is edited again.
 * `describe` words a problem: a shared rule's verdict is translated when shown. The field named
 * `currentPassword` asks for the password in use, any other for a new one (for password managers).
 */
export function usePasswordFields<Name extends string, Problem>(
  describe: (problem: Problem) => string,
) {
  const [problems, setProblems] = useState<Partial<Record<Name, Problem | null>>>({});
  const field = (name: Name, label: string, value: string, set: (value: string) => void) => {
    const problem = problems[name];
    return (
      <PasswordField
        label={label}
        autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
        fullWidth
        value={value}
        onChange={(event) => {
          set(event.target.value);
          setProblems((current) => ({ ...current, [name]: undefined }));
        }}
        error={Boolean(problem)}
        helperText={problem && describe(problem)}
      />
    );
  };
  return { problems, setProblems, field };
}

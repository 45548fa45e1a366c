import { useCallback, useState, type ReactNode } from 'react';
import { TWO_FACTOR_MESSAGES } from '@bb/shared/two-factor';
import * as yup from 'yup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { User } from '../../api/auth';
import { errorMessage } from '../../api/base';
import {
  useDisableTwoFactorMutation,
  useEnableTwoFactorMutation,
  useGetTwoFactorStatusQuery,
  useRegenerateRecoveryCodesMutation,
  useSetUpTwoFactorMutation,
} from '../../api/twoFactor';
import { ModalDialog } from '../../components/dialog/ModalDialog';
import { FormTextField } from '../../components/form/fields';
import { FormDialog, type FormDialogHelpers } from '../../components/form/FormDialog';
import { LoadError } from '../../components/page/LoadError';
import { useToast } from '../../components/toast/useToast';
import { CodeField } from '../twoFactor/CodeField';
import { CodeForm } from '../twoFactor/CodeForm';
import { anyCode, normaliseCode } from '../twoFactor/codeRules';
import { RecoveryCodes } from '../twoFactor/RecoveryCodes';
import { TwoFactorEnrolment } from '../twoFactor/TwoFactorEnrolment';
import { ButtonRow, ToggleRow } from './settingsRows';

// /my/settings, Security: the Two-Factor Authentication switch (shared/src/two-factor.ts). On opens
// the set-up dialog (key, first code, then the recovery codes once); off asks for the password and
// a code. While the organisation requires it of an administrator, the switch stays on.

export const TWO_FACTOR_LABEL = 'Two-Factor Authentication';
export const SAVED_CODES = 'I have saved my codes';

/** The sentence under the switch: on or off, the recovery codes left, and why it must stay on. */
export function twoFactorDescription(
  enabled: boolean,
  recoveryCodesLeft: number,
  required: boolean,
): string {
  const state = enabled
    ? `On: after your password, sign-in asks for a code from your authenticator app. ${
        recoveryCodesLeft === 1
          ? '1 recovery code left.'
          : `${recoveryCodesLeft} recovery codes left.`
      }`
    : 'Off: you sign in with your password alone. Turn it on to also ask for a code from an authenticator app on your phone.';
  return required ? `${state} ${TWO_FACTOR_MESSAGES.requiredForAdmins}` : state;
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** The signed-in user (named in the downloaded file). */
  user: User;
}

interface CodesDialogProps extends DialogProps {
  /** The first step's title. */
  title: string;
  /** The first step; `show(codes)` moves on to the recovery codes. */
  children: (show: (codes: string[]) => void) => ReactNode;
}

/**
 * A dialog whose first step ends in new recovery codes, shown in the same dialog once (focus moves
 * to them), closed with "I have saved my codes".
 */
function CodesDialog({ open, onClose, title, user, children }: CodesDialogProps) {
  const [codes, setCodes] = useState<string[] | null>(null);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setCodes(null);
  }
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={codes ? 'Save Your Recovery Codes' : title}
      actions={
        codes ? (
          <Button variant="contained" onClick={onClose}>
            {SAVED_CODES}
          </Button>
        ) : (
          <Button variant="outlined" onClick={onClose}>
            Cancel
          </Button>
        )
      }
    >
      {codes ? (
        <RecoveryCodes codes={codes} account={user.username} focusOnMount />
      ) : (
        children(setCodes)
      )}
    </ModalDialog>
  );
}

function EnableDialog(props: DialogProps) {
  const [setUp] = useSetUpTwoFactorMutation();
  const [enable] = useEnableTwoFactorMutation();
  const fetchKey = useCallback(() => setUp().unwrap(), [setUp]);
  return (
    <CodesDialog {...props} title="Turn On Two-Factor Authentication">
      {(show) => (
        <TwoFactorEnrolment
          setUp={fetchKey}
          enable={async (code) => show((await enable({ code }).unwrap()).recoveryCodes)}
        />
      )}
    </CodesDialog>
  );
}

function NewCodesDialog(props: DialogProps) {
  const [regenerate] = useRegenerateRecoveryCodesMutation();
  return (
    <CodesDialog {...props} title="Generate New Recovery Codes">
      {(show) => (
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <Typography>
            New codes replace all your current recovery codes: the old ones stop working. Enter the
            code from your authenticator app to confirm.
          </Typography>
          <CodeForm
            kind="totp"
            label="Generate new recovery codes"
            submitLabel="Generate Codes"
            submittingLabel="Generating..."
            fallback="New recovery codes could not be made. Please try again."
            onSubmit={async (code) => show((await regenerate({ code }).unwrap()).recoveryCodes)}
          />
        </Box>
      )}
    </CodesDialog>
  );
}

interface DisableValues {
  password: string;
  code: string;
}

const disableSchema = yup.object({
  password: yup.string().required('Current password is required'),
  code: anyCode(),
});

const CODE_REFUSALS: readonly string[] = [
  TWO_FACTOR_MESSAGES.wrongCode,
  TWO_FACTOR_MESSAGES.replayedCode,
  TWO_FACTOR_MESSAGES.codeFormat,
];

function DisableDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [disable] = useDisableTwoFactorMutation();
  const { toast } = useToast();

  const onSubmit = async (values: DisableValues, helpers: FormDialogHelpers<DisableValues>) => {
    try {
      await disable({ password: values.password, code: normaliseCode(values.code) }).unwrap();
      onClose();
      toast({ title: TWO_FACTOR_LABEL, description: TWO_FACTOR_MESSAGES.turnedOff });
    } catch (error) {
      const message = errorMessage(
        error,
        'Two-factor sign-in could not be turned off. Please try again.',
      );
      helpers.refuse(message);
      if (message === TWO_FACTOR_MESSAGES.wrongPassword) helpers.setErrors({ password: message });
      else if (CODE_REFUSALS.includes(message)) helpers.setErrors({ code: message });
    }
  };

  return (
    <FormDialog<DisableValues>
      open={open}
      onClose={onClose}
      title="Turn Off Two-Factor Authentication"
      formLabel="Turn off two-factor authentication"
      intro={
        <Typography sx={{ mb: 1 }}>
          Without it, your password alone signs you in. Enter your password and a code from your
          authenticator app (or one of your recovery codes) to confirm.
        </Typography>
      }
      initialValues={{ password: '', code: '' }}
      validationSchema={disableSchema}
      onSubmit={onSubmit}
      fieldOrder={['password', 'code']}
      submitLabel="Turn Off"
      submittingLabel="Turning Off..."
      destructive
    >
      <FormTextField
        name="password"
        label="Current Password"
        type="password"
        required
        autoComplete="current-password"
      />
      <CodeField name="code" kind="any" />
    </FormDialog>
  );
}

/** The Security section's two-factor rows and their dialogs. */
export function TwoFactorSettings({ user }: { user: User }) {
  const { data: status, isError, refetch } = useGetTwoFactorStatusQuery(user.id);
  const [dialog, setDialog] = useState<'enable' | 'disable' | 'codes' | null>(null);
  const close = useCallback(() => setDialog(null), []);

  if (isError && !status) {
    return <LoadError what="your two-factor sign-in status" onRetry={() => void refetch()} />;
  }

  return (
    <>
      <ToggleRow
        label={TWO_FACTOR_LABEL}
        description={
          status
            ? twoFactorDescription(status.enabled, status.recoveryCodesLeft, status.required)
            : 'Loading...'
        }
        checked={status?.enabled ?? false}
        disabled={!status || (status.required && status.enabled)}
        onChange={(on) => setDialog(on ? 'enable' : 'disable')}
      />
      {status?.enabled && (
        <ButtonRow
          label="Recovery codes"
          description="Each recovery code signs you in once without your phone. Make a new set if you have used or lost yours; the old ones stop working."
          button={(describedBy) => (
            <Button
              variant="outlined"
              onClick={() => setDialog('codes')}
              aria-describedby={describedBy}
            >
              Generate new recovery codes
            </Button>
          )}
        />
      )}
      <EnableDialog open={dialog === 'enable'} onClose={close} user={user} />
      <DisableDialog open={dialog === 'disable'} onClose={close} />
      <NewCodesDialog open={dialog === 'codes'} onClose={close} user={user} />
    </>
  );
}

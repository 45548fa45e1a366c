import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

// The pieces /my/settings is made of: a titled section, and rows of a label, a description and a
// switch or a button.

export function Section({
  id,
  title,
  icon,
  danger = false,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: { xs: 2, sm: 3 }, ...(danger ? { borderColor: 'error.main' } : {}) }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Box
          aria-hidden="true"
          sx={{ display: 'flex', color: danger ? 'error.main' : 'primary.main' }}
        >
          {icon}
        </Box>
        <Typography id={id} component="h2" variant="h5">
          {title}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid' }}>{children}</Box>
    </Paper>
  );
}

function Row({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: 2,
        py: 2,
        borderBottom: '1px solid',
        borderColor: 'divider',
        '&:last-of-type': { borderBottom: 0, pb: 0 },
      }}
    >
      {children}
    </Box>
  );
}

function SettingText({
  htmlFor,
  label,
  descriptionId,
  description,
}: {
  htmlFor?: string;
  label: string;
  descriptionId: string;
  description: ReactNode;
}) {
  return (
    <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
      <Typography
        component={htmlFor ? 'label' : 'p'}
        htmlFor={htmlFor}
        sx={{ fontWeight: 700, display: 'block' }}
      >
        {label}
      </Typography>
      <Typography id={descriptionId} variant="body2" sx={{ color: 'text.secondary' }}>
        {description}
      </Typography>
    </Box>
  );
}

export function ToggleRow({
  label,
  description,
  checked,
  disabled = false,
  onChange,
}: {
  label: string;
  description: ReactNode;
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
}) {
  const id = useId();
  const descriptionId = useId();
  return (
    <Row>
      <SettingText
        htmlFor={id}
        label={label}
        descriptionId={descriptionId}
        description={description}
      />
      <Switch
        id={id}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
        slotProps={{ input: { 'aria-describedby': descriptionId } }}
      />
    </Row>
  );
}

export function ButtonRow({
  label,
  description,
  button,
}: {
  label: string;
  description: ReactNode;
  button: (descriptionId: string) => ReactNode;
}) {
  const descriptionId = useId();
  return (
    <Row>
      <SettingText label={label} descriptionId={descriptionId} description={description} />
      {button(descriptionId)}
    </Row>
  );
}

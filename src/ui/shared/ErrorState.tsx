import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try Again
          </Button>
        )
      }
      sx={{ my: 2 }}
    >
      {message}
    </Alert>
  );
}

import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { checkoutMessages } from '../../domain/checkout/shipping-address';

/**
 * After a card or PayPal payment starts: the provider's page opened in a new
 * tab; if the browser blocked it, the buyer opens it from here.
 */
export function PaymentTabNotice({ paymentUrl }: { paymentUrl: string }) {
  return (
    <Alert
      severity="info"
      sx={{ alignItems: 'center', '& .MuiAlert-message': { flex: 1 } }}
    >
      {checkoutMessages.completeInNewTab}
      <Button
        component="a"
        href={paymentUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        size="small"
        endIcon={<OpenInNewIcon aria-hidden />}
        sx={{ display: 'flex', width: 'fit-content', mt: 1 }}
      >
        Open payment page
      </Button>
    </Alert>
  );
}

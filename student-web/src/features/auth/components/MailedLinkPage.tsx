import { Alert, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../app/session/use-session';
import { ApiResponseError } from '../../../lib/api-client';
import type { Request } from '../../../lib/use-request';
import { AuthLayout } from './AuthLayout';

interface NextLink {
  to: string;
  label: ReactNode;
}

interface MailedLinkPageProps {
  title: string;
  busy: string;
  done: string;
  /** What a refusal says, by the API's error code; `fallback` for any other failure. */
  refusal: (code: string | undefined) => string | null;
  fallback: string;
  /** What a link without its token says; by default what `refusal` says of no code. */
  missingToken?: string;
  mutation: Request<{ token: string }, unknown>;
  /** Where the page leads on: to `signedInNext` instead for a signed-in student, when given. */
  next: NextLink;
  signedInNext?: NextLink;
}

/** A page a mailed link opens: it sends the link's token once, at once, and says how it went. */
export function MailedLinkPage({
  title,
  busy,
  done,
  refusal,
  fallback,
  missingToken,
  mutation,
  next: visitorNext,
  signedInNext,
}: MailedLinkPageProps) {
  const { isAuthenticated } = useSession();
  const next = (isAuthenticated && signedInNext) || visitorNext;
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { mutate, isSuccess, error, isIdle } = mutation;
  // The link works once: a second call (React's development double effect) would report it used.
  const sentToken = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    mutate({ token });
  }, [token, mutate]);

  const code = error instanceof ApiResponseError ? error.body?.code : undefined;
  const failure = !token
    ? (missingToken ?? refusal(undefined))
    : error
      ? (refusal(code) ?? fallback)
      : null;

  return (
    <AuthLayout>
      <Typography variant="h1" sx={{ textAlign: 'center', mb: 3 }}>
        {title}
      </Typography>
      {failure ? (
        <Alert severity="error">{failure}</Alert>
      ) : isSuccess ? (
        <Alert severity="success">{done}</Alert>
      ) : (
        <Stack direction="row" spacing={2} role="status" sx={{ justifyContent: 'center' }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{busy}</Typography>
        </Stack>
      )}
      {(failure || isSuccess || isIdle) && (
        <Typography sx={{ textAlign: 'center', mt: 3 }}>
          <Link component={RouterLink} to={next.to}>
            {next.label}
          </Link>
        </Typography>
      )}
    </AuthLayout>
  );
}

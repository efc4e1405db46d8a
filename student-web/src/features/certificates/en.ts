/** English texts of the public certificate page. */
export const en = {
  title: 'Certificate verification',
  loading: 'Checking the certificate',
  valid: 'Valid certificate',
  revoked: 'Revoked certificate',
  revokedReason: 'Revoked: {{reason}}',
  statement: '{{holder}} completed the {{course}} course of Trading Academy.',
  holder: 'Holder',
  course: 'Course',
  issued: 'Issued',
  code: 'Code',
  notFound: 'There is no certificate with this code. Check the code and try again.',
  tooMany: 'Too many checks from your network. Please wait a minute and try again.',
  failed: 'The certificate could not be checked. Please try again later.',
  home: 'Trading Academy',
};

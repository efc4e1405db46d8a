/** The certificates' fields, which react-admin finds as `resources.certificates.fields.<source>`. */
export const fields = {
  issuedAt: 'Issued',
  code: 'Code',
  holderName: 'Holder',
  userId: 'User',
  course: 'Course',
  lessonsCompleted: 'Lessons',
  status: 'Status',
  actions: 'Actions',
};

/** The other English texts of the certificates, as `academy.certificates.*`. */
export const en = {
  title: 'Certificates',
  search: 'Holder name or code',
  status: { valid: 'Valid', revoked: 'Revoked' },
  revokedBecause: 'Revoked: %{reason}',
  revoke: {
    button: 'Revoke',
    title: 'Revoke certificate %{code}?',
    question:
      'The certificate of %{holder} will show as revoked on its public page, with the reason below. This cannot be undone.',
    reason: 'Reason (shown on the public page)',
    reasonLength: '%{length} / %{max}',
    done: 'Certificate revoked',
  },
  errors: {
    revoke: 'The certificate could not be revoked: it may have been revoked already.',
  },
};

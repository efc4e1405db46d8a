import { linkedInAddToProfileUrl } from './linkedin';

describe(linkedInAddToProfileUrl.name, () => {
  it('fills in the certification for LinkedIn’s add-to-profile form', () => {
    const url = new URL(
      linkedInAddToProfileUrl(
        { code: 'K7Q2-M4XZ-PL3A-WBWE-TR5N', issuedOn: '2026-11-20' },
        'Platinum course',
        'https://academy.example/certificates/K7Q2-M4XZ-PL3A-WBWE-TR5N',
      ),
    );
    expect(url.origin + url.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Platinum course',
      organizationName: 'Trading Academy',
      issueYear: '2026',
      issueMonth: '11',
      certUrl: 'https://academy.example/certificates/K7Q2-M4XZ-PL3A-WBWE-TR5N',
      certId: 'K7Q2-M4XZ-PL3A-WBWE-TR5N',
    });
  });

  it('gives the month the certificate states, not the month of the instant in UTC', () => {
    // Issued at 00:30 on 1 December in Almaty: 30 November in UTC.
    const url = new URL(
      linkedInAddToProfileUrl(
        { code: 'K7Q2-M4XZ-PL3A-WBWE-TR5N', issuedOn: '2026-12-01' },
        'Gold course',
        'https://academy.example/certificates/K7Q2-M4XZ-PL3A-WBWE-TR5N',
      ),
    );
    expect(url.searchParams.get('issueYear')).toBe('2026');
    expect(url.searchParams.get('issueMonth')).toBe('12');
  });
});

import { linkedInAddToProfileUrl } from './linkedin';

describe(linkedInAddToProfileUrl.name, () => {
  it('fills in the certification for LinkedIn’s add-to-profile form', () => {
    const url = new URL(
      linkedInAddToProfileUrl(
        { code: 'K7Q2-M4XZ-PL3A-WBWE-TR5N', issuedAt: '2026-11-20T09:12:00.000Z' },
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
});

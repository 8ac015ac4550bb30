import { LegalLayout } from '../components/legal-layout';
import { SiteFooter } from '../sections/site-footer';
import { TERMS_DATE, TERMS_SECTIONS, TERMS_TITLE } from './terms-copy';

/** SPEC §2 terms of service page: 18 numbered sections. */
export function TermsPage() {
  return (
    <>
      <LegalLayout title={TERMS_TITLE} dateLine={TERMS_DATE} sections={TERMS_SECTIONS} numbered />
      <SiteFooter />
    </>
  );
}

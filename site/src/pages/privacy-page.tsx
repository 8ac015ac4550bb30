import { LegalLayout } from '../components/legal-layout';
import { StoredDataList } from '../legal/stored-data-list';
import { SiteFooter } from '../sections/site-footer';
import { PRIVACY_DATE, PRIVACY_SECTIONS, PRIVACY_TITLE } from './privacy-copy';

/** SPEC §2 privacy policy page (/privacypolicy and /privacy). */
export function PrivacyPage() {
  return (
    <>
      <LegalLayout
        title={PRIVACY_TITLE}
        dateLine={PRIVACY_DATE}
        sections={PRIVACY_SECTIONS}
        extras={{ 'information-we-collect': <StoredDataList /> }}
      />
      <SiteFooter />
    </>
  );
}

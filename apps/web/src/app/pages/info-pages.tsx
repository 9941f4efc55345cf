import { ContactEntries } from '../../features/contact/components/contact-entries';
import { AboutUsRoute } from '../../features/info/routes/about-us-route';

/** About us: the info feature's text, closing with the contact channels from the contact feature. */
export function AboutUsPage() {
  return <AboutUsRoute contactContent={<ContactEntries layout="page" />} />;
}

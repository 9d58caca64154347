import { PageFrame } from '../shell/page-frame';

/** Administration pages the spec lists only as routes: a real frame with the page's title. */
export default function AdminPage({ title }: { title: string }) {
  return <PageFrame title={title} />;
}

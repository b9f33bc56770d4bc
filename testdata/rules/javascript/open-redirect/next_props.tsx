import type { GetServerSideProps } from 'next';

export const getServerSideProps: GetServerSideProps = async ({ query, res }) => {
  if (query.legacy) {
    res.setHeader('Location', query.legacy as string); // want "open-redirect"
    res.statusCode = 302;
  }
  if (!query.session) {
    return { redirect: { destination: query.next as string, permanent: false } }; // want "open-redirect"
  }
  return { props: {} };
};

export default function Page() {
  return <p>account</p>;
}

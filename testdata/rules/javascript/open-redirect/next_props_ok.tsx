import type { GetServerSideProps } from 'next';

export const getServerSideProps: GetServerSideProps = async ({ query }) => {
  if (!query.session) {
    return { redirect: { destination: '/login?next=' + encodeURIComponent(String(query.next)), permanent: false } };
  }
  return { redirect: { destination: `/items/${query.id}`, permanent: true } };
};

export default function Page() {
  return <p>account</p>;
}

import type { GetServerSideProps } from 'next';

type Props = { apiKey: string; region: string };

export const getServerSideProps: GetServerSideProps<Props> = async () => {
  return {
    props: { apiKey: process.env.MAPS_SERVER_API_KEY ?? '', region: 'eu' }, // want "javascript/nextjs-secret-in-page-props"
  };
};

export default function Page({ apiKey, region }: Props) {
  return <div data-key={apiKey}>{region}</div>;
}

import type { GetServerSideProps } from 'next';

type Props = { places: string[]; region: string; mapsKey: string };

export const getServerSideProps: GetServerSideProps<Props> = async () => {
  const res = await fetch(`https://maps.example.com/places?key=${process.env.MAPS_SERVER_API_KEY}`);
  const places: string[] = await res.json();
  return {
    props: { places, region: process.env.REGION ?? 'eu', mapsKey: process.env.NEXT_PUBLIC_MAPS_KEY ?? '' },
  };
};

export default function Page({ places, region }: Props) {
  return <ul data-region={region}>{places.map((p) => <li key={p}>{p}</li>)}</ul>;
}

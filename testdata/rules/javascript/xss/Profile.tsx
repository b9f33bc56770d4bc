import { useSearchParams } from 'next/navigation';

export default function Profile() {
  const searchParams = useSearchParams();
  const bio = searchParams.get('bio') ?? '';
  return (
    <div>
      <div dangerouslySetInnerHTML={{ __html: bio }} /> {/* want "xss: .*useSearchParams" */}
      <p>{bio}</p>
    </div>
  );
}

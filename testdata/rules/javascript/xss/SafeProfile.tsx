import DOMPurify from 'dompurify';
import { useSearchParams } from 'next/navigation';

export default function Profile() {
  const searchParams = useSearchParams();
  const bio = searchParams.get('bio') ?? '';
  return (
    <div>
      <div dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(bio) }} />
      <p>{bio}</p>
    </div>
  );
}

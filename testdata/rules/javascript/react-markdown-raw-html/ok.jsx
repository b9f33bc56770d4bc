import ReactMarkdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';

export function Comment({ body }) {
  return (
    <div>
      <ReactMarkdown>{body}</ReactMarkdown>
      <ReactMarkdown rehypePlugins={[rehypeRaw, rehypeSanitize]}>{body}</ReactMarkdown>
      <ReactMarkdown source={body} escapeHtml />
    </div>
  );
}

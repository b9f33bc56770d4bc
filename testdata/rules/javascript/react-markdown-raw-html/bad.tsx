import ReactMarkdown from 'react-markdown';
import rehypeRaw from 'rehype-raw';

export function Comment({ body }: { body: string }) {
  return (
    <div>
      <ReactMarkdown rehypePlugins={[rehypeRaw]}>{body}</ReactMarkdown> {/* want "react-markdown-raw-html" */}
      <ReactMarkdown source={body} escapeHtml={false} /> {/* want "react-markdown-raw-html" */}
      <ReactMarkdown allowDangerousHtml>{body}</ReactMarkdown> {/* want "react-markdown-raw-html" */}
    </div>
  );
}

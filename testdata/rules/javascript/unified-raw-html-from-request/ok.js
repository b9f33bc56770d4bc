import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import rehypeRaw from 'rehype-raw';
import rehypeSanitize from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';

export async function preview(req, res) {
  // raw HTML dropped: remark-rehype's default
  const plain = await unified().use(remarkParse).use(remarkRehype).use(rehypeStringify).process(req.body.markdown);
  // raw HTML kept, then sanitized
  const kept = await unified()
    .use(remarkParse)
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    .use(rehypeSanitize)
    .use(rehypeStringify)
    .process(req.body.markdown);
  res.send(String(plain) + String(kept));
}

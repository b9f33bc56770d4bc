export async function getStaticProps() {
  const res = await fetch('https://cms.example.com/posts');
  return { props: { posts: await res.json(), token: process.env.CMS_TOKEN } }; // want "javascript/nextjs-secret-in-page-props"
}

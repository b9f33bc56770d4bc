export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html> {/* want "html-lang" */}
      <body>{children}</body>
    </html>
  );
}

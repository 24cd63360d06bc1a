// The floor of any Next.js site: the framework alone, built with this project's next and react.
export const metadata = {
  title: "Floor",
  description: "A bare Next.js page, one heading and one paragraph, measured beside the site.",
};

export default function Layout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

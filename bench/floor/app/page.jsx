export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>One heading and one paragraph: the framework&apos;s own cost, with nothing of the site.</p>
    </main>
  );
}

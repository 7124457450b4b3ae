export default function Home() {
  return <h1>Reimagine Business Education.</h1>;
}

/**
 * Simulations are full-screen apps with their own headers (each spec names
 * one), so they do not get the marketing header and footer.
 */
export default function SimLayout({ children }: { children: React.ReactNode }) {
  return (
    <main id="main" className="sim-main">
      {children}
    </main>
  );
}

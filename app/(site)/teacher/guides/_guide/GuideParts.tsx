/**
 * The building blocks of the teacher guides (content/teacher-guides/*.mdx): the five sections, the timing table from
 * the catalogue, debrief questions tied to a class-report figure, and links that print with their address.
 * Server components only: a guide page ships no JavaScript of its own but the Print button.
 */
import type { MDXComponents } from 'mdx/types';
import type { SimulationEntry } from '@/content/simulations';
import { GUIDE_SECTIONS, lessonTotal, timingRows, type GuideSectionId } from '@/content/teacher-guides';
import { absoluteUrl } from '@/lib/metadata';
import styles from './guide.module.css';

/** The address a link prints with: the site's public address for a path on this site, else the link itself. */
export function printUrl(href: string): string {
  return href.startsWith('/') ? absoluteUrl(href) : href;
}

/** A link that prints as "text (https://…)". A plain link, as everywhere on the site's pages (README, "Speed"). */
export function GuideLink({ href = '', children, ...rest }: React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={href} data-print-url={printUrl(href)} {...rest}>
      {children}
    </a>
  );
}

export function Timings({ simulation }: { simulation: SimulationEntry }) {
  const rows = timingRows(simulation);
  const total = lessonTotal(simulation);
  return (
    <table className={styles.timings}>
      <caption className="visually-hidden">Timings for {simulation.title}</caption>
      <thead>
        <tr>
          <th scope="col">Part</th>
          <th scope="col">Time</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.part}>
            <th scope="row">{r.part}</th>
            <td>{r.time}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Whole lesson</th>
          <td data-testid="lesson-total">{total.time}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/** The components a guide's MDX uses, bound to its simulation. */
export function guideComponents(simulation: SimulationEntry): MDXComponents {
  function GuideSection({ id, children }: { id: GuideSectionId; children?: React.ReactNode }) {
    const section = GUIDE_SECTIONS.find((s) => s.id === id);
    if (!section) throw new Error(`Teacher guide ${simulation.id}: no section "${id}".`);
    return (
      <section id={id} aria-labelledby={`${id}-title`} className={styles.section} data-guide-section={id}>
        <h2 id={`${id}-title`} className={styles.h2}>
          {section.title}
        </h2>
        {id === 'timings' && <Timings simulation={simulation} />}
        {children}
      </section>
    );
  }
  function Questions({ children }: { children: React.ReactNode }) {
    return <ol className={styles.questions}>{children}</ol>;
  }
  function Q({ figure, children }: { figure: string; children: React.ReactNode }) {
    return (
      <li>
        <span className={styles.figure}>Report: {figure}</span> {children}
      </li>
    );
  }
  return { GuideSection, Questions, Q, a: GuideLink };
}

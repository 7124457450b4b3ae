/** One teacher guide: its header from the catalogue and the guide registry, then the guide's MDX. */
import type { MDXProps } from 'mdx/types';
import { findSimulation } from '@/content/simulations';
import { findGuide, GUIDES_PATH, REPORT_PATH, TEACHER_PATH } from '@/content/teacher-guides';
import { GuideLink, guideComponents } from './GuideParts';
import { PrintButton } from './PrintButton';
import styles from './guide.module.css';
import './print.css';

export function GuidePage({ id, Content }: { id: string; Content: (props: MDXProps) => React.JSX.Element }) {
  const simulation = findSimulation(id);
  const guide = findGuide(id);
  if (!simulation || !guide) throw new Error(`No teacher guide for the simulation ${id}.`);
  return (
    <article className={`container ${styles.guide}`} data-guide={id}>
      <nav aria-label="Breadcrumb" className={styles.crumbs}>
        <GuideLink href={GUIDES_PATH}>Teacher guides</GuideLink>
      </nav>
      <header className={styles.head}>
        <h1 className={styles.h1}>{guide.title}</h1>
        <p className={styles.lead}>{simulation.tagline}</p>
        <dl className={styles.meta}>
          <div>
            <dt>Playing time</dt>
            <dd>{simulation.duration}</dd>
          </div>
          <div>
            <dt>Players</dt>
            <dd>{simulation.players}</dd>
          </div>
          <div>
            <dt>The class link sets</dt>
            <dd>{guide.classSettings}</dd>
          </div>
          <div>
            <dt>Students play at</dt>
            <dd>
              <GuideLink href={simulation.route}>{simulation.title}</GuideLink>
            </dd>
          </div>
        </dl>
        <div className={styles.actions}>
          <PrintButton />
          <a href={TEACHER_PATH} className="btn btn-outline">
            Make a class link
          </a>
          <a href={REPORT_PATH} className="btn btn-outline">
            Open the class report
          </a>
        </div>
      </header>
      <Content components={guideComponents(simulation)} />
    </article>
  );
}

/**
 * The Founder Summary as a one-page PDF, made in the browser. Imported only
 * when 'Download PDF Summary' is clicked; jspdf itself is loaded here.
 */
import { PRIORITY_TITLES } from '@/engines/launchpad/constants';
import { founderSummary, summaryFileName } from '@/engines/launchpad/selectors';
import type { LaunchpadState } from '@/engines/launchpad/types';
import { site } from '@/lib/site';

/** The PDF's built-in fonts only cover Latin-1: replace or drop anything else (emoji, curly quotes). */
export function pdfSafe(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export async function buildSummaryPdf(state: LaunchpadState) {
  const { jsPDF } = await import('jspdf');
  const s = founderSummary(state);
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const W = doc.internal.pageSize.getWidth();
  const M = 48;
  let y = 56;

  doc.setFillColor(29, 78, 216);
  doc.rect(0, 0, W, 8, 'F');
  doc.setFont('helvetica', 'bold');
  doc.setFontSize(22);
  doc.setTextColor(17, 24, 39);
  doc.text('Founder Summary', M, y);
  y += 20;
  doc.setFont('helvetica', 'normal');
  doc.setFontSize(11);
  doc.setTextColor(75, 85, 99);
  doc.text(pdfSafe(`${site.name} - Week 1: LaunchPad - Founder Badge unlocked`), M, y);
  y += 26;

  const section = (label: string, value: string) => {
    doc.setFont('helvetica', 'bold');
    doc.setFontSize(12);
    doc.setTextColor(29, 78, 216);
    doc.text(label, M, y);
    y += 16;
    doc.setFont('helvetica', 'normal');
    doc.setFontSize(11);
    doc.setTextColor(17, 24, 39);
    const lines = doc.splitTextToSize(pdfSafe(value) || '-', W - 2 * M) as string[];
    // Keep to one page: long answers are cut with an ellipsis.
    const shown = lines.length > 6 ? [...lines.slice(0, 5), `${lines[5]}...`] : lines;
    doc.text(shown, M, y);
    y += shown.length * 14 + 12;
  };

  section('Top strengths', s.strengthsText);
  section('Industry', s.industry);
  section('Target market', s.targetMarket);
  section('Market gap', s.marketGap);
  section('Customer persona', s.personaTags.length ? `${s.personaTitle} - ${s.personaTags.join(', ')}` : s.personaTitle);
  section('Differentiation strategy', s.differentiation);
  const why = state.competitorSelection.uniquenessText.trim();
  if (why) section('What makes my idea different', why);
  for (const g of s.goals) {
    section(`Goals - ${PRIORITY_TITLES[g.priority]}`, g.goals.length ? g.goals.map((t) => `- ${t}`).join('   ') : 'No goals here');
  }

  doc.setFontSize(9);
  doc.setTextColor(107, 114, 128);
  doc.text('Made with the LaunchPad simulation. Keep building!', M, doc.internal.pageSize.getHeight() - 32);
  return doc;
}

export async function downloadSummaryPdf(state: LaunchpadState) {
  const doc = await buildSummaryPdf(state);
  doc.save(summaryFileName(state));
}

'use client';
import { useRef, useState } from 'react';
import Link from 'next/link';
import { BUSINESS_MODELS, MARKETING_CHANNELS, PRICING_STRATEGIES, PRODUCT_TEXT_MAX, ROLE_TITLES } from '@/engines/summit/constants';
import { LAUNCHPAD_KEY, prefillFromLaunchPad, type LaunchPadPrefill } from '@/engines/summit/launchpad';
import { validateProduct } from '@/engines/summit/rules';
import { productLengthText } from '@/engines/summit/copy';
import type { Product, SummitState } from '@/engines/summit/types';
import type { SummitDispatch } from './store';
import shared from '@/components/sim/shared.module.css';
import styles from './summit.module.css';

/** Reads the LaunchPad save (never writes it); any failure simply means no pre-fill. */
function readLaunchPad(): LaunchPadPrefill {
  let raw: string | null = null;
  try {
    raw = window.localStorage.getItem(LAUNCHPAD_KEY);
  } catch {
    raw = null;
  }
  return prefillFromLaunchPad(raw);
}

type Field = keyof Product;
const SELECTS: { field: Field; label: string; options: readonly string[] }[] = [
  { field: 'pricingStrategy', label: 'Pricing strategy', options: PRICING_STRATEGIES },
  { field: 'marketingChannel', label: 'Marketing channel', options: MARKETING_CHANNELS },
  { field: 'businessModel', label: 'Business model', options: BUSINESS_MODELS },
];

export function Setup({ state, dispatch }: { state: SummitState; dispatch: SummitDispatch }) {
  const [prefill] = useState(readLaunchPad);
  const [product, setProduct] = useState<Product>(() => (state.product.productConcept ? state.product : prefill.product));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const formRef = useRef<HTMLFormElement>(null);

  const set = (field: Field, value: string) => {
    setProduct((p) => ({ ...p, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const found = validateProduct(product);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    dispatch({ type: 'setupProduct', product, founderProfile: prefill.founderProfile, rivalProfile: prefill.rivalProfile });
  };

  const textField = (field: Field, label: string, hint: string) => (
    <div className={styles.field}>
      <label htmlFor={`summit-${field}`}>{label}</label>
      <p id={`summit-${field}-hint`} className={styles.small}>
        {hint}
      </p>
      <input
        id={`summit-${field}`}
        name={field}
        type="text"
        value={product[field]}
        maxLength={PRODUCT_TEXT_MAX}
        autoComplete="off"
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={`summit-${field}-hint${errors[field] ? ` summit-${field}-err` : ''}`}
        onChange={(e) => set(field, e.target.value)}
      />
      {errors[field] && (
        <p id={`summit-${field}-err`} className={styles.error}>
          <span aria-hidden="true">⚠️ </span>
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <section className={`${shared.panel} ${shared.raised} ${styles.card}`} aria-labelledby="summit-setup-h">
      <h2 id="summit-setup-h" className={styles.h2}>
        Set up your startup
      </h2>
      <p>
        Your team climbs to launch a product of its own. Name it here: the story of every round is written around these
        names.
      </p>
      {state.selectedRole ? (
        <p className={styles.small}>
          You climb as the <strong>{ROLE_TITLES[state.selectedRole]}</strong>.
        </p>
      ) : (
        <p className={styles.notice} role="note">
          You have not chosen a role. <Link href="/simulation/summit/roles" prefetch={false}>Choose a role</Link>, or start now and you will
          join as the Journalist.
        </p>
      )}
      {prefill.found && (
        <p className={styles.notice}>
          <span aria-hidden="true">✨ </span>Pre-filled from your LaunchPad summary. Change anything you like.
        </p>
      )}
      <form ref={formRef} onSubmit={submit} noValidate className={styles.form}>
        {textField('productConcept', 'Product concept', `What are you building? A name or a short description (${productLengthText()}).`)}
        {textField('targetMarket', 'Target market', `Who is it for? For example: Students aged 13-18 (${productLengthText()}).`)}
        {SELECTS.map(({ field, label, options }) => (
          <div className={styles.field} key={field}>
            <label htmlFor={`summit-${field}`}>{label}</label>
            <select
              id={`summit-${field}`}
              name={field}
              value={product[field]}
              aria-invalid={errors[field] ? true : undefined}
              aria-describedby={errors[field] ? `summit-${field}-err` : undefined}
              onChange={(e) => set(field, e.target.value)}
            >
              <option value="">Choose…</option>
              {options.map((o) => (
                <option key={o} value={o}>
                  {o}
                </option>
              ))}
            </select>
            {errors[field] && (
              <p id={`summit-${field}-err`} className={styles.error}>
                <span aria-hidden="true">⚠️ </span>
                {errors[field]}
              </p>
            )}
          </div>
        ))}
        <button type="submit" className="btn btn-primary">
          Begin the climb
        </button>
      </form>
    </section>
  );
}

import type { MDXComponents } from 'mdx/types';

const components: MDXComponents = {};

export function useMDXComponents(): MDXComponents {
  return components;
}

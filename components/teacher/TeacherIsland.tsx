'use client';
/** /teacher's client island: the class tools load after hydration (storage, the registry), not with the page. */
import dynamic from 'next/dynamic';
import { SimLoading } from '@/components/sim/SimLoading';

export default dynamic(() => import('./TeacherApp'), { ssr: false, loading: () => <SimLoading name="the class tools" /> });

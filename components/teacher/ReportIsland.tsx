'use client';
/** /teacher/report's client island: verification, the registry's codecs and engines load after hydration. */
import dynamic from 'next/dynamic';
import { SimLoading } from '@/components/sim/SimLoading';

export default dynamic(() => import('./ReportApp'), { ssr: false, loading: () => <SimLoading name="the class report" /> });

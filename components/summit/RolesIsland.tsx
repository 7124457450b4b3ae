'use client';
import dynamic from 'next/dynamic';
import { SimLoading } from '@/components/sim/SimLoading';

export default dynamic(() => import('./Roles'), { ssr: false, loading: () => <SimLoading name="Summit of Decisions" /> });

'use client';
import dynamic from 'next/dynamic';
import { SimLoading } from '@/components/sim/SimLoading';

export default dynamic(() => import('./Game'), { ssr: false, loading: () => <SimLoading name="LaunchPad" /> });

import { Skeleton } from '../../components/ui/Skeleton.tsx';

export default function SectionLoading() {
  return (
    <div className="flex flex-col gap-3">
      <Skeleton className="h-4 w-40" />
      <Skeleton className="h-8 w-64" />
      <Skeleton className="h-4 w-80 max-w-full" />
      <Skeleton className="mt-4 h-64 w-full rounded-xl" />
    </div>
  );
}

import Link from "next/link";
import { ShieldOff } from "lucide";
import { Icon } from "@/components/ui/icon";

export function Forbidden() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center p-8" data-testid="forbidden">
      <div className="max-w-md text-center">
        <Icon node={ShieldOff} className="mx-auto size-10 text-slate-400" aria-hidden />
        <h1 className="mt-4 text-xl font-semibold">You do not have access to this page</h1>
        <p className="mt-2 text-sm text-slate-600">Ask an administrator if you need it.</p>
        <Link href="/" className="mt-6 inline-block rounded-md bg-accent-600 px-4 py-2 text-sm font-medium text-white hover:bg-accent-700">
          Go to home
        </Link>
      </div>
    </div>
  );
}

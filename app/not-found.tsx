import Link from "next/link";
import { FileQuestion } from "lucide";
import { Icon } from "@/components/ui/icon";

export default function NotFound() {
  return (
    <main className="flex min-h-full items-center justify-center p-8" data-not-found>
      <div className="max-w-md text-center">
        <Icon node={FileQuestion} className="mx-auto size-10 text-slate-400" aria-hidden />
        <h1 className="mt-4 text-xl font-semibold">Unfortunately, this page does not exist.</h1>
        <p className="mt-2 text-sm text-slate-600">Check the address, or go back to the home page.</p>
        <Link href="/" className="mt-6 inline-block rounded-md bg-accent-600 px-4 py-2 text-sm font-medium text-white hover:bg-accent-700">
          Go to home
        </Link>
      </div>
    </main>
  );
}

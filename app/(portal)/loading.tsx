import { LinearLoader } from "@/components/ui/linear-loader";

export default function Loading() {
  return <LinearLoader />;
}

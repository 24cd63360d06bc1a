import {
  Cloud,
  Cpu,
  Database,
  Gamepad2,
  Globe,
  Layers,
  LifeBuoy,
  Megaphone,
  Monitor,
  Palette,
  RefreshCw,
  ShoppingCart,
  Smartphone,
  type LucideIcon,
} from "lucide-react";
import type { ServiceIconName } from "@/content/services";

const icons: Record<ServiceIconName, LucideIcon> = {
  layers: Layers,
  cloud: Cloud,
  database: Database,
  megaphone: Megaphone,
  palette: Palette,
  "life-buoy": LifeBuoy,
  refresh: RefreshCw,
  gamepad: Gamepad2,
  globe: Globe,
  smartphone: Smartphone,
  cpu: Cpu,
  "shopping-cart": ShoppingCart,
  monitor: Monitor,
};

/** A service's icon, drawn as inline SVG on the server. */
export function ServiceIcon({
  name,
  className = "size-6",
}: {
  name: ServiceIconName;
  className?: string;
}) {
  const Icon = icons[name];
  return <Icon className={className} aria-hidden="true" strokeWidth={1.75} />;
}

import { Circle, Path, Rect, Svg } from "@react-pdf/renderer";

/** The portal's mark (app/icon.svg: a sun behind a cloud on the accent square), drawn as vectors. */
export function PortalMark({ size = 32 }: { size?: number }) {
  return (
    <Svg width={size} height={size} viewBox="0 0 32 32">
      <Rect x={0} y={0} width={32} height={32} rx={7} ry={7} fill="#1f66c2" />
      <Circle cx={12} cy={12} r={5} fill="#ffd45c" />
      <Path d="M10 24h13a5 5 0 0 0 0-10 7 7 0 0 0-13 2 4 4 0 0 0 0 8z" fill="#ffffff" />
    </Svg>
  );
}

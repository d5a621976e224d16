/**
 * The benchmark's 1200 × 630 social card (bench/card/social-card.template.json) as a satori tree:
 * the same dark background, circle, two-line bold title, subtitle and footer in Inter, at the
 * same pixel positions (the template's mm × 96 / 25.4) and sizes (its pt × 4 / 3).
 */
export interface CardData {
  title: string;
  subtitle: string;
  footer: string;
}

const px = (mm: number) => Math.round((mm * 96) / 25.4);
const ptToPx = (pt: number) => Math.round((pt * 4) / 3);

type Node = { type: string; props: { style: Record<string, unknown>; children?: Node[] | string } };
const box = (style: Record<string, unknown>, children?: Node[] | string): Node => ({
  type: "div",
  props: { style: { display: "flex", position: "absolute", ...style }, children },
});

export function cardTree(data: CardData): Node {
  return {
    type: "div",
    props: {
      style: { display: "flex", position: "relative", width: 1200, height: 630, background: "#0f172a", fontFamily: "Inter" },
      children: [
        box({ left: px(250), top: px(-30), width: px(110), height: px(110), borderRadius: "50%", background: "#6366f1" }),
        box(
          { left: px(21), top: px(40), width: px(230), color: "#ffffff", fontSize: ptToPx(40), fontWeight: 700, lineHeight: 1.2 },
          data.title,
        ),
        box({ left: px(21), top: px(100), width: px(230), color: "#cbd5e1", fontSize: ptToPx(18) }, data.subtitle),
        box({ left: px(21), top: px(145), width: px(230), color: "#818cf8", fontSize: ptToPx(14), fontWeight: 700 }, data.footer),
      ],
    },
  };
}

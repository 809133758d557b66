import { createElement as h, type ComponentProps, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Button, buttonClasses } from "@/components/ui/button";
import { Label } from "@/components/ui/label";

// Button asChild puts the button's look and state on its single child (a link), as Radix's Slot did.

type ButtonProps = ComponentProps<typeof Button>;

describe("Button asChild", () => {
  it("renders the child element with the button's classes joined to its own", () => {
    const out = renderToStaticMarkup(
      h(
        Button,
        { asChild: true, variant: "secondary", size: "sm" },
        h("a", { href: "/quotation/7/review", className: "ml-auto" }, "Review"),
      ),
    );
    expect(out).toMatch(/^<a [^>]*>Review<\/a>$/);
    expect(out).toContain(`class="${buttonClasses({ variant: "secondary", size: "sm", className: "ml-auto" }).replaceAll("&", "&amp;")}"`);
    expect(out).toContain('href="/quotation/7/review"');
    expect(out).not.toContain("aria-busy");
  });

  it("marks a loading link busy and disabled, with the spinner before its content", () => {
    const out = renderToStaticMarkup(h(Button, { asChild: true, loading: true }, h("a", { href: "/x" }, "Go")));
    expect(out).toMatch(/^<a [^>]*href="\/x"[^>]*><.+>Go<\/a>$/);
    for (const attribute of ['aria-disabled="true"', 'aria-busy="true"', 'data-loading="true"']) expect(out).toContain(attribute);
    expect(out.indexOf('role="status"')).toBeLessThan(out.indexOf("Go</a>"));
  });

  it("keeps the child's own props over the button's, and runs both click handlers, the child's first", () => {
    const calls: string[] = [];
    const props: ButtonProps = {
      asChild: true,
      title: "from button",
      onClick: () => calls.push("button"),
      children: h("a", { href: "/y", title: "from link", onClick: () => calls.push("link") }, "Y"),
    };
    expect(renderToStaticMarkup(h(Button, props))).toContain('title="from link"');
    // What React renders: Button gives its AsChild element, whose function gives the merged link.
    type Rendered = ReactElement<Record<string, unknown>, (p: Record<string, unknown>) => ReactElement<{ onClick: () => void }>>;
    const asChild = Button(props) as Rendered;
    const link = asChild.type(asChild.props);
    expect(link.type).toBe("a");
    link.props.onClick();
    expect(calls).toEqual(["link", "button"]);
  });
});

describe("Label", () => {
  it("is a native label with the kit's classes and its htmlFor", () => {
    expect(renderToStaticMarkup(h(Label, { htmlFor: "zip" }, "ZIP code"))).toMatch(/^<label class="[^"]+" for="zip">ZIP code<\/label>$/);
  });
});

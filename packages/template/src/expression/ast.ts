export type BinaryOperator = "+" | "-" | "*" | "/" | "%" | "==" | "!=" | "<" | "<=" | ">" | ">=" | "&&" | "||";

/** Every node carries `start`: its 0-based offset in the expression source. */
export type Expr =
  | { readonly type: "literal"; readonly start: number; readonly value: string | number | boolean | null }
  | { readonly type: "identifier"; readonly start: number; readonly name: string }
  | { readonly type: "member"; readonly start: number; readonly object: Expr; readonly property: Expr }
  | { readonly type: "unary"; readonly start: number; readonly operator: "!" | "-"; readonly operand: Expr }
  | {
      readonly type: "binary";
      readonly start: number;
      readonly operator: BinaryOperator;
      readonly left: Expr;
      readonly right: Expr;
    }
  | {
      readonly type: "conditional";
      readonly start: number;
      readonly test: Expr;
      readonly consequent: Expr;
      readonly alternate: Expr;
    }
  | {
      readonly type: "filter";
      readonly start: number;
      readonly name: string;
      readonly input: Expr;
      readonly args: readonly Expr[];
    };

/** Depth-first walk over a tree; `visit` returning true stops the walk and makes `someNode` true. */
export function someNode(expr: Expr, visit: (node: Expr) => boolean): boolean {
  if (visit(expr)) return true;
  switch (expr.type) {
    case "literal":
    case "identifier":
      return false;
    case "member":
      return someNode(expr.object, visit) || someNode(expr.property, visit);
    case "unary":
      return someNode(expr.operand, visit);
    case "binary":
      return someNode(expr.left, visit) || someNode(expr.right, visit);
    case "conditional":
      return someNode(expr.test, visit) || someNode(expr.consequent, visit) || someNode(expr.alternate, visit);
    case "filter":
      return someNode(expr.input, visit) || expr.args.some((arg) => someNode(arg, visit));
  }
}

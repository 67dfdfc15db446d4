export declare const BUDGET: { js: number; css: number };
export declare function firstPaintSizes(distDir: string): {
  js: number;
  css: number;
  jsFiles: string[];
  cssFiles: string[];
};

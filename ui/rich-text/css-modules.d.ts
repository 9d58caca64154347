/** Side-effect CSS imports (style-loader injects them); only the editor's stylesheet uses this. */
declare module '*.css';

// A stylesheet imported by client code is emitted as a file (webpack.config.ts: asset/resource): its URL.
declare module '*.css' {
  const url: string;
  export default url;
}

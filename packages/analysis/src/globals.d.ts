// `structuredClone` is an ECMAScript-host global in every runtime tiermap runs on (Node 17+ and
// every browser), but its type lives in the DOM and Node type libraries, which this pure package
// does not load ("types": []). Declared here so no I/O type comes along with it.
declare function structuredClone<T>(value: T): T;

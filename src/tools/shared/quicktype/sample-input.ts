import type { CompressedJSON as CompressedJsonType, IntegerRange } from 'quicktype-core';
import { makeLocator } from '../json-positions';
import { parseStrictJson, type JsonNode } from '../strict-json';

type Quicktype = typeof import('quicktype-core');

// No string is a date, a time or a date-time: quicktype's inferDateTimes option covers only date-times, so without
// this Java and Kotlin typed "2026-01-01" as LocalDate.
const NO_DATES = { isDate: () => false, isTime: () => false, isDateTime: () => false };
const WRITTEN_AS_DOUBLE = /[.eE]/;

/**
 * quicktype's reading of a JSON sample, from the sample's text rather than from JSON.parse: a number written with a
 * fraction or an exponent (`1.0`, `2e3`) is a double even when its value is whole, an integer beyond `integerRange`
 * (the target language's, as quicktype's own jsonInputForTargetLanguage passes it; null where the language's integers
 * have no bound, Python's) is a double, and strings are never dates. Built on quicktype's public CompressedJSON class.
 */
export function sampleReader(quicktype: Quicktype, integerRange: IntegerRange | null): CompressedJsonType<string> {
  class SampleJson extends quicktype.CompressedJSON<string> {
    override async parse(input: string) {
      return this.parseSync(input);
    }

    override parseSync(input: string) {
      this.visit(parseStrictJson(input, makeLocator(input)).root);
      return this.finish();
    }

    private visit(node: JsonNode): void {
      if (typeof node === 'string') return this.scalar(node);
      if (node.kind === 'array') {
        this.pushArrayContext();
        for (const item of node.items) this.visit(item);
        return this.finishArray();
      }
      this.pushObjectContext();
      // As JSON.parse: a repeated key keeps its last value, in the place of its first.
      const members = new Map<string, JsonNode>();
      for (const member of node.members) members.set(member.key, member.value);
      for (const [key, value] of members) {
        this.setPropertyKey(key);
        this.visit(value);
      }
      this.finishObject();
    }

    private scalar(source: string): void {
      if (source === 'null') this.commitNull();
      else if (source === 'true' || source === 'false') this.commitBoolean(source === 'true');
      else if (source.startsWith('"')) this.commitString(JSON.parse(source) as string);
      else this.commitNumber(WRITTEN_AS_DOUBLE.test(source) || !this.integerStringFits(source));
    }
  }
  return new SampleJson(NO_DATES, false, integerRange);
}

/**
 * Type expressions as programming and schema languages write them, mapped to JSON Schema as each language defines
 * its JSON form: TypeScript (`number`, `string[]`, `Array<T>`, `'a' | 'b'`, `T | null`), Python typing (`int`,
 * `Decimal`, `list[str]`, `Optional[T]`, `Literal["a", "b"]`, `EmailStr`), Java and Kotlin (`Long`, `BigDecimal`,
 * `LocalDate`, `Instant`, `List<T>`, `String?`), C# (`Guid`, `DateTimeOffset`, `DateOnly`, `int?`), Go (`int64`,
 * `float64`, `time.Time`, `[]T`, `*T`, `map[K]V`), Rust (`i64`, `Option<T>`, `Vec<T>`, `NaiveDate`,
 * `DateTime<Utc>`), protobuf scalars (`int32`, `sint64`, `double`, `google.protobuf.Timestamp`) and GraphQL (`Int`,
 * `Float`, `ID`, `[T!]!`). A name no language defines that is written like a type (`Address`, `models.Line`) is a
 * reference to a type the text declares, resolved once every declaration is read.
 */
import { typePhrase, type Schema } from './types';

/** The key of a reference to a declared type in a schema, until it is resolved. */
export const NAMED = 'x-named';

export interface LanguageType {
  schema: Schema;
  /** The type says the value may be missing (`Optional[T]`, `Option<T>`, `T?`, `*T`, `T | null`). */
  optional?: boolean;
  /** GraphQL's `!`: never null. */
  nonNull?: boolean;
  /** A wrapper says the type is read from the query string (axum's `Query<T>`). */
  query?: boolean;
}

const named = (name: string): Schema => ({ [NAMED]: name });
const DATE = { type: 'string', format: 'date' };
const DATE_TIME = { type: 'string', format: 'date-time' };

// Scalars by their exact spelling; lower-case type words ("string", "int", "date") fall back to types.ts.
const SCALARS: Record<string, Schema> = {};
const scalar = (schema: Schema, names: string) => {
  for (const name of names.split(/\s+/)) SCALARS[name] = schema;
};
scalar({ type: 'string' }, 'String str &str Text Char Character CharSequence ID Symbol rune StrictStr constr bytes Bytes ByteString');
scalar(
  { type: 'integer' },
  `Int Integer Long Short Byte SByte UShort UInt ULong BigInteger BigInt bigint int8 int16 int32 int64 uint uint8 uint16 uint32
   uint64 uintptr i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize sint32 sint64 fixed32 fixed64 sfixed32 sfixed64 Int8 Int16
   Int32 Int64 UInt8 UInt16 UInt32 UInt64 short byte sbyte ushort ulong PositiveInt NegativeInt NonNegativeInt NonPositiveInt
   StrictInt conint`,
);
scalar(
  { type: 'number' },
  'Float Double Decimal BigDecimal Number Single Float32 Float64 float32 float64 f32 f64 PositiveFloat NegativeFloat StrictFloat confloat condecimal',
);
scalar({ type: 'boolean' }, 'Boolean Bool StrictBool');
scalar(DATE, 'LocalDate DateOnly NaiveDate Date PastDate FutureDate');
scalar(
  DATE_TIME,
  `DateTime LocalDateTime OffsetDateTime ZonedDateTime Instant DateTimeOffset NaiveDateTime Timestamp Carbon CarbonImmutable
   AwareDatetime NaiveDatetime PastDatetime FutureDatetime Time`,
);
scalar({ type: 'string' }, 'LocalTime TimeOnly TimeSpan Duration timedelta NaiveTime');
scalar({ type: 'string', format: 'uuid' }, 'UUID Uuid Guid UUID1 UUID3 UUID4 UUID5 ObjectId');
scalar({ type: 'string', format: 'email' }, 'EmailStr Email EmailAddress NameEmail');
scalar({ type: 'string', format: 'uri' }, 'Uri URI URL Url HttpUrl AnyUrl AnyHttpUrl FileUrl');
scalar({ type: 'string', contentMediaType: 'application/octet-stream' }, 'UploadFile IFormFile MultipartFile FormFile File Blob');
scalar(
  { type: 'object' },
  `Object object any Any unknown JSON Json JsonValue JsonNode JObject JsonElement JsonObject Struct Value RawMessage Dictionary
   IDictionary Map HashMap BTreeMap TreeMap LinkedHashMap Dict dict Mapping MutableMapping Record Hash Hashie`,
);

// Qualified names: the package says which standard type it is.
const QUALIFIED: Array<[RegExp, Schema]> = [
  [
    /^(?:google\.protobuf\.Timestamp|time\.Time|chrono::DateTime|datetime\.datetime|java\.time\.(?:Instant|\w*DateTime)|java\.util\.Date)$/,
    DATE_TIME,
  ],
  [/^(?:google\.type\.Date|datetime\.date|java\.time\.LocalDate|chrono::NaiveDate)$/, DATE],
  [/^(?:uuid\.UUID|uuid::Uuid|java\.util\.UUID|System\.Guid)$/, { type: 'string', format: 'uuid' }],
  [/^(?:url\.URL|java\.net\.URI|java\.net\.URL|System\.Uri)$/, { type: 'string', format: 'uri' }],
  [/^(?:google\.protobuf\.(?:Struct|Any|Value)|serde_json::Value|json\.RawMessage|serde_json::Map)$/, { type: 'object' }],
  [/^(?:google\.protobuf\.(?:StringValue)|java\.lang\.String)$/, { type: 'string' }],
  [/^google\.protobuf\.(?:Int32|Int64|UInt32|UInt64)Value$/, { type: 'integer' }],
  [/^google\.protobuf\.(?:Double|Float)Value$/, { type: 'number' }],
  [/^google\.protobuf\.BoolValue$/, { type: 'boolean' }],
  [/^(?:decimal\.Decimal|java\.math\.BigDecimal|rust_decimal::Decimal)$/, { type: 'number' }],
];

const OPTIONAL_WRAPPERS = /^(?:Optional|Option|Maybe|Nullable|NotRequired|Opt)$/;
const LIST_WRAPPERS =
  /^(?:List|list|Array|array|Vec|Set|set|HashSet|TreeSet|BTreeSet|SortedSet|LinkedHashSet|Seq|Sequence|Iterable|Collection|IEnumerable|IList|ICollection|IReadOnlyList|IReadOnlyCollection|ArrayList|LinkedList|MutableList|ImmutableList|ReadonlyArray|FrozenSet|frozenset|Tuple|tuple|Deque|deque|ISet|HashSet|conlist|Flux|Stream|repeated)$/;
// Wrappers whose content is the JSON value: axum's extractors, HTTP results, async and smart pointers.
const TRANSPARENT =
  /^(?:Json|Path|Form|Box|Arc|Rc|Cow|Cell|RefCell|Mutex|ResponseEntity|ActionResult|Task|ValueTask|Mono|Promise|Result|Ok|Created|Annotated|Required|Readonly|Final|ClassVar|Lazy|Provider|Response|Future|Awaitable|Observable|Single|HttpResponse|Valid|Some)$/;

/** A type expression, parsed leniently; `graphql` reads a type without `!` as nullable. */
export interface TypeOptions {
  /** GraphQL: a type without `!` is nullable. */
  graphql?: boolean;
  /** The language (`ts`: `Date` is a date-time). */
  family?: string;
  /** Names the text declares: they win over a standard type of the same name. */
  declared?: ReadonlySet<string>;
}

export function languageType(written: string, options: TypeOptions = {}): LanguageType {
  const parser = new TypeParser(written.trim().replace(/[;,]+$/, ''), options);
  const read = parser.union();
  return read;
}

class TypeParser {
  i = 0;
  depth = 0;
  constructor(
    readonly text: string,
    readonly options: TypeOptions,
  ) {}

  space(): void {
    while (this.text[this.i] === ' ' || this.text[this.i] === '\t' || this.text[this.i] === '\n') this.i += 1;
  }

  /** `A | B | null`, Python's `X | None`: the members not null, and whether one is null. */
  union(): LanguageType {
    const parts: LanguageType[] = [];
    const literals: string[] = [];
    let nullable = false;
    for (let count = 0; count < 50; count += 1) {
      this.space();
      const quote = this.text[this.i];
      if (quote === '"' || quote === "'" || quote === '`') {
        const end = this.text.indexOf(quote, this.i + 1);
        literals.push(this.text.slice(this.i + 1, end < 0 ? this.text.length : end));
        this.i = end < 0 ? this.text.length : end + 1;
      } else {
        const start = this.i;
        const read = this.postfix();
        if (this.i === start) break;
        if (read.schema.type === 'null') nullable = true;
        else parts.push(read);
      }
      this.space();
      if (this.text[this.i] !== '|') break;
      this.i += 1;
    }
    if (literals.length > 0 && parts.length === 0) return { schema: { type: 'string', enum: literals }, optional: nullable };
    const first = parts[0] ?? { schema: {} };
    return { ...first, ...(nullable ? { optional: true } : {}) };
  }

  /** A type with its suffixes: `T[]`, `T?`, `T!`. */
  postfix(): LanguageType {
    let read = this.primary();
    for (;;) {
      if (this.text.startsWith('[]', this.i)) {
        this.i += 2;
        read = { schema: { type: 'array', items: read.schema } };
      } else if (this.text[this.i] === '?') {
        this.i += 1;
        read = { ...read, optional: true };
      } else if (this.text[this.i] === '!') {
        this.i += 1;
        read = { ...read, nonNull: true };
      } else break;
    }
    if (this.options.graphql && !read.nonNull) read = { ...read, optional: true };
    return read;
  }

  /** Arguments in `<…>` or `[…]`: each a type. */
  args(close: string): LanguageType[] {
    const found: LanguageType[] = [];
    this.i += 1;
    this.depth += 1;
    for (let count = 0; count < 20 && this.i < this.text.length; count += 1) {
      this.space();
      if (this.text[this.i] === close) break;
      const start = this.i;
      found.push(this.depth > 12 ? { schema: {} } : this.union());
      this.space();
      if (this.text[this.i] === ',') this.i += 1;
      else if (this.text[this.i] !== close && this.i === start) this.i += 1;
      else if (this.text[this.i] !== close && this.text[this.i] !== ',') this.skipArg(close);
    }
    this.depth -= 1;
    if (this.text[this.i] === close) this.i += 1;
    return found;
  }

  /** Skips what is left of an argument (`Field(..., gt=0)`, `'a-z'`), to the next comma or the close. */
  skipArg(close: string): void {
    let depth = 0;
    while (this.i < this.text.length) {
      const c = this.text[this.i] as string;
      if ('([{<'.includes(c)) depth += 1;
      else if (')]}>'.includes(c)) {
        if (depth === 0 && c === close) return;
        depth -= 1;
      } else if (c === ',' && depth === 0) return;
      this.i += 1;
    }
  }

  primary(): LanguageType {
    this.space();
    const c = this.text[this.i];
    if (c === '*' || c === '&') {
      // Go's pointer is optional; Rust's reference is the value.
      this.i += 1;
      const inner = this.primary();
      return c === '*' ? { ...inner, optional: true } : inner;
    }
    if (c === '[') {
      if (this.text[this.i + 1] === ']') {
        this.i += 2;
        return { schema: { type: 'array', items: this.primary().schema } };
      }
      // GraphQL's and Swift's `[T]`.
      const [inner] = this.args(']');
      return { schema: { type: 'array', items: inner?.schema ?? {} } };
    }
    if (c === '(') {
      // A tuple (`(StatusCode, Json<T>)`): its last member is the value.
      const members = this.args(')');
      return members.at(-1) ?? { schema: {} };
    }
    if (c === '{') return { schema: { type: 'object' } };
    const word = /^(?:[A-Za-z_$][\w$]*(?:(?:\.|::)[A-Za-z_$][\w$]*)*|-?\d+(?:\.\d+)?)/.exec(this.text.slice(this.i, this.i + 200))?.[0];
    if (!word) return { schema: {} };
    this.i += word.length;
    const base = word.split(/\.|::/).at(-1) as string;
    if (this.options.declared?.has(base) && this.text[this.i] !== '<') return { schema: named(base) };
    // Go's map[K]V.
    if (word === 'map' && this.text[this.i] === '[') {
      this.args(']');
      this.primary();
      return { schema: { type: 'object' } };
    }
    const open = this.text[this.i];
    const args = open === '<' || (open === '[' && this.text[this.i + 1] !== ']') ? this.args(open === '<' ? '>' : ']') : undefined;
    if (open === '(' && /^(?:constr|conint|confloat|condecimal|conlist|Field|field)$/.test(base)) this.args(')');
    if (/^(?:Literal|Enum)$/.test(base) && args) {
      const values = args.flatMap((arg) => (arg.schema.enum as string[] | undefined) ?? []);
      return { schema: values.length > 0 ? { type: 'string', enum: values } : { type: 'string' } };
    }
    if (args && args.length > 0) {
      const [first = { schema: {} }] = args;
      if (OPTIONAL_WRAPPERS.test(base)) return { ...first, optional: true, nonNull: false };
      if (LIST_WRAPPERS.test(base)) return { schema: { type: 'array', items: first.schema } };
      if (base === 'Query') return { ...first, query: true };
      if (base === 'Union') {
        const kept = args.filter((arg) => arg.schema.type !== 'null');
        return { ...(kept[0] ?? { schema: {} }), ...(kept.length < args.length ? { optional: true } : {}) };
      }
      if (TRANSPARENT.test(base)) return base === 'Result' || base === 'ActionResult' ? first : { ...first };
      if (/^(?:DateTime|chrono::DateTime)$/.test(base) || word === 'chrono::DateTime') return { schema: { ...DATE_TIME } };
      if (SCALARS[base]?.type === 'object') return { schema: { type: 'object' } };
      // A generic declared type (`Page<Invoice>`): the declared name.
      return { schema: named(base) };
    }
    return { schema: this.scalar(word, base) };
  }

  scalar(word: string, base: string): Schema {
    if (/^(?:None|null|nil|undefined|void|Unit|NoneType)$/.test(word)) return { type: 'null' };
    if (/^-?\d+$/.test(word)) return { type: 'integer' };
    if (/^-?\d+\.\d+$/.test(word)) return { type: 'number' };
    for (const [pattern, schema] of QUALIFIED) if (pattern.test(word)) return { ...schema };
    // JavaScript's Date is serialised as an ISO date-time; Python's `date` and GraphQL's `Date` as a date.
    if (base === 'Date' && this.options.family === 'ts') return { ...DATE_TIME };
    const exact = SCALARS[base];
    if (exact) return structuredClone(exact);
    const phrase = typePhrase(base);
    if (phrase) return phrase;
    // A type name written as one (`Address`, `LeaveType`): a declared type.
    if (/^[A-Z][A-Za-z0-9_]*$/.test(base) && /[a-z]/.test(base)) return named(base);
    if (/^[A-Z][A-Z0-9]*$/.test(base) && word.includes('.')) return named(base);
    return {};
  }
}

/** The declared names a schema refers to, at any depth. */
export function referencedNames(schema: Schema, into: Set<string> = new Set(), depth = 0): Set<string> {
  if (depth > 10) return into;
  if (typeof schema[NAMED] === 'string') into.add(schema[NAMED] as string);
  if (schema.items) referencedNames(schema.items as Schema, into, depth + 1);
  for (const child of Object.values((schema.properties as Record<string, Schema>) ?? {})) referencedNames(child, into, depth + 1);
  return into;
}

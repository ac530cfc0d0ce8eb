//! Checks a request body against its schema from discord-openapi.json, as Discord's form
//! validation does, and words each failure as Discord does: a field path
//! (`data.components.0.components.0.custom_id`), an error code and a message, which the fake
//! answers with 400 / 50035 Invalid Form Body.
//!
//! Covers what the spec uses on request bodies: `$ref`, `allOf`, `anyOf`/`oneOf` (as "at least
//! one", since Discord's unions are told apart by a `type` field), `type` (one or a list, `null`
//! included), `nullable`, `const`, `enum`, `required`, `properties`, `additionalProperties`,
//! `min`/`maxLength`, `min`/`maxItems`, `uniqueItems`, `min`/`maxProperties`,
//! `minimum`/`maximum`, and the formats `int32`, `int64`, `snowflake`, `date-time` and `uri`.

use std::cmp::Ordering;
use std::fmt;

use serde_json::{Map, Value, json};

use super::openapi::Spec;

/// Forms serenity 0.12 (with poise 0.7) writes that Discord accepts although the schema words
/// them otherwise: the field (a suffix of its path, `*` for any array index) and the JSON form
/// written there (a JSON type, or `integral float` for a float with no fraction). Anything
/// else the schema refuses is a violation.
pub const SERENITY_FORMS: &[(&str, &str)] = &[
    // New uploads: serenity numbers them 0, 1, ... as JSON numbers (`NewAttachment::id: u64`);
    // Discord reads snowflakes from numbers as well as strings.
    ("attachments.*.id", "integer"),
    // serenity keeps permissions as a string (`CreateCommand::default_member_permissions:
    // Option<String>`, "32"), as Discord writes them in its answers; Discord parses it.
    ("default_member_permissions", "string"),
    // poise bounds every integer option by its Rust type through `min_number_value` /
    // `max_number_value` (f64), so serenity writes `1.0`, `9007199254740991.0`; Discord takes
    // a float without fraction for an integer.
    ("options.*.min_value", "integral float"),
    ("options.*.max_value", "integral float"),
];

/// One failed check at one field.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Violation {
    /// Field names and array indices from the body's root.
    pub path: Vec<String>,
    pub code: &'static str,
    pub message: String,
}

impl fmt::Display for Violation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let field = if self.path.is_empty() {
            "(body)".to_owned()
        } else {
            self.path.join(".")
        };
        write!(f, "{field}: {} ({})", self.message, self.code)
    }
}

/// Discord's `errors` object: violations nested by path, each field's list under `_errors`.
pub fn errors_object(violations: &[Violation]) -> Value {
    let mut root = Map::new();
    for v in violations {
        let mut node = &mut root;
        for segment in &v.path {
            let child = node.entry(segment.clone()).or_insert_with(|| json!({}));
            if !child.is_object() {
                *child = json!({});
            }
            let Value::Object(child) = child else {
                unreachable!("made an object just above")
            };
            node = child;
        }
        let list = node.entry("_errors").or_insert_with(|| json!([]));
        if let Value::Array(list) = list {
            list.push(json!({ "code": v.code, "message": v.message }));
        }
    }
    Value::Object(root)
}

/// Every violation of `schema` by `body`, at most one per field.
pub fn validate(spec: &Spec, schema: &Value, body: &Value) -> Vec<Violation> {
    let mut checker = Checker {
        spec,
        path: Vec::new(),
        out: Vec::new(),
    };
    checker.check(schema, body);
    let mut seen = Vec::new();
    checker.out.retain(|v| {
        let new = !seen.contains(&v.path);
        seen.push(v.path.clone());
        new
    });
    checker.out
}

struct Checker<'a> {
    spec: &'a Spec,
    path: Vec<String>,
    out: Vec<Violation>,
}

impl Checker<'_> {
    fn fail(&mut self, code: &'static str, message: String) {
        self.out.push(Violation {
            path: self.path.clone(),
            code,
            message,
        });
    }

    fn check(&mut self, schema: &Value, v: &Value) {
        // OpenAPI 3.0's way of allowing null (3.1, which Discord's spec uses, lists "null" in
        // `type` or as a `oneOf` branch instead).
        if v.is_null() && schema.get("nullable") == Some(&Value::Bool(true)) {
            return;
        }
        if let Some(types) = schema.get("type")
            && !type_fits(types, v)
        {
            if !self.serenity_form(v) {
                self.wrong_type(types, v);
            }
            return;
        }
        if schema.get("$ref").is_some() {
            let spec = self.spec;
            self.check(spec.resolve(schema), v);
        }
        for sub in list(schema, "allOf") {
            self.check(sub, v);
        }
        for key in ["anyOf", "oneOf"] {
            if let Some(branches) = schema.get(key).and_then(Value::as_array) {
                self.any_of(branches, v);
            }
        }
        if let Some(c) = schema.get("const")
            && c != v
        {
            self.fail(
                "BASE_TYPE_CHOICES",
                format!("Value must be one of {{{c}}}."),
            );
        }
        if let Some(choices) = schema.get("enum").and_then(Value::as_array)
            && !choices.contains(v)
        {
            let choices: Vec<String> = choices.iter().map(Value::to_string).collect();
            let choices = choices.join(", ");
            self.fail(
                "BASE_TYPE_CHOICES",
                format!("Value must be one of {{{choices}}}."),
            );
        }
        match v {
            Value::String(s) => self.string(schema, s),
            Value::Number(_) => self.number(schema, v),
            Value::Array(items) => self.array(schema, items),
            Value::Object(fields) => self.object(schema, fields),
            Value::Null | Value::Bool(_) => {}
        }
    }

    /// Passes if one branch passes; otherwise reports the branch the value was most likely
    /// meant for (see `closeness`).
    fn any_of(&mut self, branches: &[Value], v: &Value) {
        let mut best: Option<(i64, Vec<Violation>)> = None;
        for branch in branches {
            let mut sub = Checker {
                spec: self.spec,
                path: self.path.clone(),
                out: Vec::new(),
            };
            sub.check(branch, v);
            if sub.out.is_empty() {
                return;
            }
            let score = closeness(self.path.len(), &sub.out);
            if best.as_ref().is_none_or(|(s, _)| score > *s) {
                best = Some((score, sub.out));
            }
        }
        self.out
            .extend(best.map(|(_, out)| out).into_iter().flatten());
    }

    fn string(&mut self, schema: &Value, s: &str) {
        let len = s.chars().count();
        self.length(schema, "maxLength", "minLength", len);
        match schema.get("format").and_then(Value::as_str) {
            Some("date-time") if chrono::DateTime::parse_from_rfc3339(s).is_err() => self.fail(
                "DATE_TYPE_PARSE",
                format!("Could not parse {s:?}. Should be ISO8601."),
            ),
            Some("uri") if !is_uri(s) => {
                self.fail("URL_TYPE_INVALID_URL", "Not a well formed URL.".into());
            }
            _ => {}
        }
        match schema.get("pattern").and_then(Value::as_str) {
            // SnowflakeType; the only other pattern in the spec is a Slack embed colour.
            Some("^(0|[1-9][0-9]*)$") if !is_snowflake(s) => {
                self.fail(
                    "NUMBER_TYPE_COERCE",
                    format!("Value {s:?} is not snowflake."),
                );
            }
            _ => {}
        }
    }

    fn number(&mut self, schema: &Value, v: &Value) {
        let (min, max) = match schema.get("format").and_then(Value::as_str) {
            Some("int32") => (json!(i32::MIN), json!(i32::MAX)),
            Some("int64") => (json!(i64::MIN), json!(i64::MAX)),
            _ => (Value::Null, Value::Null),
        };
        let max = schema.get("maximum").unwrap_or(&max);
        let min = schema.get("minimum").unwrap_or(&min);
        if !max.is_null() && compare(v, max) == Ordering::Greater {
            let message = format!("int value should be less than or equal to {max}.");
            self.fail("NUMBER_TYPE_MAX", message);
        } else if !min.is_null() && compare(v, min) == Ordering::Less {
            let message = format!("int value should be greater than or equal to {min}.");
            self.fail("NUMBER_TYPE_MIN", message);
        }
    }

    fn array(&mut self, schema: &Value, items: &[Value]) {
        if self.length(schema, "maxItems", "minItems", items.len()) {
            return;
        }
        if schema.get("uniqueItems") == Some(&Value::Bool(true))
            && items
                .iter()
                .enumerate()
                .any(|(i, a)| items[..i].contains(a))
        {
            self.fail("LIST_ITEM_VALUE_DUPLICATE", "Items must be unique.".into());
        }
        if let Some(item_schema) = schema.get("items") {
            for (i, item) in items.iter().enumerate() {
                self.path.push(i.to_string());
                self.check(item_schema, item);
                self.path.pop();
            }
        }
    }

    fn object(&mut self, schema: &Value, fields: &Map<String, Value>) {
        if self.length(schema, "maxProperties", "minProperties", fields.len()) {
            return;
        }
        let properties = schema.get("properties").and_then(Value::as_object);
        for name in list(schema, "required").iter().filter_map(Value::as_str) {
            if !fields.contains_key(name) {
                self.path.push(name.to_owned());
                self.fail("BASE_TYPE_REQUIRED", "This field is required".into());
                self.path.pop();
            }
        }
        for (name, value) in fields {
            self.path.push(name.clone());
            match (
                properties.and_then(|p| p.get(name)),
                schema.get("additionalProperties"),
            ) {
                (Some(property), _) => self.check(property, value),
                (None, Some(Value::Bool(false))) => {
                    self.fail("UNKNOWN_FIELD", format!("Unknown field {name:?}."));
                }
                (None, Some(extra)) if extra.is_object() => self.check(extra, value),
                // Discord ignores fields it does not know.
                (None, _) => {}
            }
            self.path.pop();
        }
    }

    /// Checks a length against `max_key`/`min_key`; true if it broke one.
    fn length(&mut self, schema: &Value, max_key: &str, min_key: &str, len: usize) -> bool {
        let bound = |key: &str| schema.get(key).and_then(Value::as_u64);
        if let Some(max) = bound(max_key)
            && len as u64 > max
        {
            self.fail(
                "BASE_TYPE_MAX_LENGTH",
                format!("Must be {max} or fewer in length."),
            );
            return true;
        }
        if let Some(min) = bound(min_key)
            && (len as u64) < min
        {
            self.fail(
                "BASE_TYPE_MIN_LENGTH",
                format!("Must be {min} or more in length."),
            );
            return true;
        }
        false
    }

    fn wrong_type(&mut self, types: &Value, v: &Value) {
        let wanted = match types {
            Value::Array(list) => list
                .iter()
                .filter_map(Value::as_str)
                .find(|t| *t != "null")
                .unwrap_or("null"),
            other => other.as_str().unwrap_or("null"),
        };
        let shown: String = v.to_string().chars().take(40).collect();
        let (code, message) = match wanted {
            "object" => (
                "DICT_TYPE_CONVERT",
                "Only dictionaries may be used in a DictType".to_owned(),
            ),
            "array" => (
                "LIST_TYPE_CONVERT",
                "Only iterables may be used in a ListType".to_owned(),
            ),
            "integer" => ("NUMBER_TYPE_COERCE", format!("Value {shown} is not int.")),
            "number" => (
                "NUMBER_TYPE_COERCE",
                format!("Value {shown} is not a number."),
            ),
            "boolean" => (
                "BOOLEAN_TYPE_CONVERT",
                format!("Could not interpret {shown} as boolean."),
            ),
            "string" => (
                "STRING_TYPE_CONVERT",
                format!("Could not interpret {shown} as string."),
            ),
            _ => ("BASE_TYPE_NULL", format!("Value {shown} must be null.")),
        };
        self.fail(code, message);
    }

    /// True if `v` here is one of the `SERENITY_FORMS`.
    fn serenity_form(&self, v: &Value) -> bool {
        SERENITY_FORMS.iter().any(|(field, given)| {
            let want: Vec<&str> = field.split('.').collect();
            form_of(v) == *given
                && self.path.len() >= want.len()
                && self.path[self.path.len() - want.len()..]
                    .iter()
                    .zip(&want)
                    .all(|(got, want)| {
                        got == want || (*want == "*" && got.parse::<usize>().is_ok())
                    })
        })
    }
}

/// How likely a failed union branch is the one meant: one that fails on its `type` field (a
/// wrong or missing value) is another kind of object (least likely); otherwise the deeper the failure, the more
/// of the value fitted, and at the same depth a wrong value beats a wrong type, which beats
/// the `null` alternative of an optional field.
fn closeness(base: usize, violations: &[Violation]) -> i64 {
    let is_wrong_kind = violations.iter().any(|v| {
        matches!(v.code, "BASE_TYPE_CHOICES" | "BASE_TYPE_REQUIRED")
            && v.path.len() == base + 1
            && v.path.last().is_some_and(|f| f == "type")
    });
    if is_wrong_kind {
        return -1;
    }
    violations
        .iter()
        .map(|v| {
            let depth = (v.path.len() - base) as i64;
            let rank = match v.code {
                "BASE_TYPE_NULL" => -1,
                "NUMBER_TYPE_COERCE" => 0,
                code if code.ends_with("_CONVERT") => 0,
                _ => 1,
            };
            depth * 3 + rank
        })
        .max()
        .unwrap_or(0)
}

fn list<'a>(schema: &'a Value, key: &str) -> &'a [Value] {
    schema
        .get(key)
        .and_then(Value::as_array)
        .map_or(&[], Vec::as_slice)
}

fn json_type(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(n) if n.is_i64() || n.is_u64() => "integer",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// The JSON type, with a float that has no fraction told apart (for `SERENITY_FORMS`).
fn form_of(v: &Value) -> &'static str {
    match v.as_f64() {
        Some(f) if json_type(v) == "number" && f.fract() == 0.0 => "integral float",
        _ => json_type(v),
    }
}

fn type_fits(types: &Value, v: &Value) -> bool {
    let got = json_type(v);
    let fits = |t: &str| t == got || (t == "number" && got == "integer");
    match types {
        Value::String(t) => fits(t),
        Value::Array(list) => list.iter().filter_map(Value::as_str).any(fits),
        _ => true,
    }
}

/// Compares two JSON numbers exactly when both are integers (limits reach 2^63).
fn compare(a: &Value, b: &Value) -> Ordering {
    let int = |v: &Value| {
        v.as_i64()
            .map(i128::from)
            .or_else(|| v.as_u64().map(i128::from))
    };
    match (int(a), int(b)) {
        (Some(a), Some(b)) => a.cmp(&b),
        _ => {
            let (a, b) = (a.as_f64().unwrap_or(0.0), b.as_f64().unwrap_or(0.0));
            a.partial_cmp(&b).unwrap_or(Ordering::Equal)
        }
    }
}

fn is_snowflake(s: &str) -> bool {
    s == "0" || (!s.starts_with('0') && !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()))
}

/// A scheme and something after it (`https://...`, `attachment://board.png`).
fn is_uri(s: &str) -> bool {
    s.split_once(':').is_some_and(|(scheme, rest)| {
        !rest.is_empty()
            && scheme.starts_with(|c: char| c.is_ascii_alphabetic())
            && scheme
                .chars()
                .all(|c| c.is_ascii_alphanumeric() || "+.-".contains(c))
    })
}

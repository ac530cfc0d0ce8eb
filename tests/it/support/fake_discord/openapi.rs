//! Discord's own description of its REST API, loaded once per test binary: which operation a
//! request is, and the schema its body must meet. A copy (MIT, licence beside it) is kept in
//! `tests/data/discord-openapi/`, so a clean clone on any machine checks against it.

use std::path::PathBuf;
use std::sync::OnceLock;

use serde_json::Value;

fn spec_path() -> PathBuf {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data/discord-openapi/discord-openapi.json");
    // Without the spec every request would pass unchecked: refuse to run instead.
    assert!(
        path.is_file(),
        "fake_discord: {} is missing",
        path.display()
    );
    path
}

/// The parsed spec and its paths, ready for matching.
pub struct Spec {
    doc: Value,
    routes: Vec<Route>,
}

/// One method on one path template, e.g. `post /channels/{channel_id}/messages`.
struct Route {
    method: String,
    template: String,
    segments: Vec<Segment>,
}

#[derive(Clone)]
enum Segment {
    Literal(String),
    Param(String),
}

/// A request matched to its operation.
pub struct Operation<'a> {
    pub template: &'a str,
    /// Path parameters by name, e.g. `("channel_id", "123")`.
    pub params: Vec<(&'a str, String)>,
    /// The JSON (or multipart `payload_json`) body schema, if the operation takes a body.
    pub body: Option<&'a Value>,
    pub body_required: bool,
}

/// The spec, read on first use; panics if it is missing or unreadable.
pub fn spec() -> &'static Spec {
    static SPEC: OnceLock<Spec> = OnceLock::new();
    SPEC.get_or_init(|| {
        let path = spec_path();
        let text = std::fs::read_to_string(&path)
            .unwrap_or_else(|e| panic!("fake_discord: reading {}: {e}", path.display()));
        let doc: Value = serde_json::from_str(&text)
            .unwrap_or_else(|e| panic!("fake_discord: parsing {}: {e}", path.display()));
        Spec::new(doc)
    })
}

impl Spec {
    fn new(doc: Value) -> Self {
        let mut routes = Vec::new();
        for (template, item) in doc["paths"].as_object().into_iter().flatten() {
            let segments: Vec<Segment> = template
                .trim_matches('/')
                .split('/')
                .map(
                    |s| match s.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
                        Some(name) => Segment::Param(name.to_owned()),
                        None => Segment::Literal(s.to_owned()),
                    },
                )
                .collect();
            let methods = item.as_object().into_iter().flatten();
            for method in methods.map(|(m, _)| m).filter(|m| *m != "parameters") {
                routes.push(Route {
                    method: method.clone(),
                    template: template.clone(),
                    segments: segments.clone(),
                });
            }
        }
        // Literal segments first, so `/messages/@original` wins over `/messages/{message_id}`.
        routes.sort_by_key(|r| {
            std::cmp::Reverse(
                r.segments
                    .iter()
                    .filter(|s| matches!(s, Segment::Literal(_)))
                    .count(),
            )
        });
        Self { doc, routes }
    }

    /// The operation for `method` on `path` (below `/api/v10`); `Err` says whether the path
    /// exists at all (405) or not (404).
    pub fn operation(&self, method: &str, path: &str) -> Result<Operation<'_>, bool> {
        let got: Vec<&str> = path.trim_matches('/').split('/').collect();
        let method = method.to_ascii_lowercase();
        let mut path_known = false;
        for route in &self.routes {
            let Some(params) = route.params(&got) else {
                continue;
            };
            path_known = true;
            if route.method != method {
                continue;
            }
            let op = &self.doc["paths"][&route.template][&method];
            let body = &op["requestBody"];
            let content = &body["content"];
            let schema = ["application/json", "multipart/form-data"]
                .iter()
                .find_map(|ct| content.get(*ct).and_then(|c| c.get("schema")));
            return Ok(Operation {
                template: &route.template,
                params,
                body: schema,
                body_required: body["required"] == Value::Bool(true),
            });
        }
        Err(path_known)
    }

    /// Follows `$ref`s (`#/components/schemas/...`) to the schema they name.
    pub fn resolve<'a>(&'a self, mut schema: &'a Value) -> &'a Value {
        while let Some(reference) = schema.get("$ref").and_then(Value::as_str) {
            let pointer = reference.trim_start_matches('#');
            schema = self
                .doc
                .pointer(pointer)
                .unwrap_or_else(|| panic!("fake_discord: dangling $ref {reference}"));
        }
        schema
    }
}

impl Route {
    fn params<'r>(&'r self, got: &[&str]) -> Option<Vec<(&'r str, String)>> {
        if got.len() != self.segments.len() {
            return None;
        }
        let mut params = Vec::new();
        for (segment, value) in self.segments.iter().zip(got) {
            match segment {
                Segment::Literal(l) if l == value => {}
                Segment::Literal(_) => return None,
                Segment::Param(name) => params.push((name.as_str(), (*value).to_owned())),
            }
        }
        Some(params)
    }
}

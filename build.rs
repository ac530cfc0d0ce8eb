// The message catalogue and the migrations are compiled in; rebuild when any file under locales/ or
// migrations/ changes or is added, so a new migration is embedded without a clean build.
fn main() {
    println!("cargo:rerun-if-changed=locales");
    println!("cargo:rerun-if-changed=migrations");
}

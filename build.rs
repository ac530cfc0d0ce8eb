// The message catalogue is compiled in; rebuild when any file under locales/ changes or is added.
fn main() {
    println!("cargo:rerun-if-changed=locales");
}

fn main() {
    println!(""); // want "rust/println-empty-string"
}
